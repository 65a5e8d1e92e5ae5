// ios: 14
// expect: pass
// topic: A focus timer driven by Timer.publish that pauses on app lifecycle notifications and reports events through a PassthroughSubject
// apis: Timer.publish(every:tolerance:on:in:options:), ConnectablePublisher.autoconnect(), NotificationCenter.publisher(for:object:), PassthroughSubject, AnyCancellable, UIApplication.willResignActiveNotification
// source: https://developer.apple.com/documentation/foundation/timer/publish(every:tolerance:on:in:options:), https://developer.apple.com/documentation/combine/passthroughsubject
import UIKit
import Combine

final class FocusTimerViewController: UIViewController {
    private let timeLabel = UILabel()
    private let events = PassthroughSubject<String, Never>()
    private var remainingSeconds = 25 * 60
    private var timerCancellable: AnyCancellable?
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        timeLabel.font = .monospacedDigitSystemFont(ofSize: 56, weight: .thin)
        timeLabel.frame = CGRect(x: 20, y: 160, width: 300, height: 80)
        view.addSubview(timeLabel)

        NotificationCenter.default.publisher(for: UIApplication.willResignActiveNotification)
            .sink { [weak self] _ in self?.pause() }
            .store(in: &cancellables)
        NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)
            .sink { [weak self] _ in self?.start() }
            .store(in: &cancellables)
        events
            .sink { event in print("Focus session \(event)") }
            .store(in: &cancellables)
        start()
    }

    private func start() {
        guard timerCancellable == nil else { return }
        timerCancellable = Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in self?.tick() }
        events.send("started")
    }

    private func pause() {
        timerCancellable?.cancel()
        timerCancellable = nil
        events.send("paused")
    }

    private func tick() {
        remainingSeconds -= 1
        timeLabel.text = String(format: "%02d:%02d", remainingSeconds / 60, remainingSeconds % 60)
        if remainingSeconds == 0 {
            pause()
            events.send("finished")
        }
    }
}
