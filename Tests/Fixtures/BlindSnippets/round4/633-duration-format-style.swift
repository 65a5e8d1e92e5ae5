// ios: 16
// expect: pass
// topic: Showing an elapsed-time label with Swift Duration formatting and Task.sleep(for:) instead of a Timer and DateComponentsFormatter
// apis: Duration.seconds(_:), Duration.formatted(.time(pattern:)), Duration.formatted(.units(allowed:width:)), ContinuousClock, Task.sleep(for:)
// source: https://developer.apple.com/documentation/swift/duration/timeformatstyle, https://developer.apple.com/documentation/swift/duration/unitsformatstyle, https://developer.apple.com/documentation/swift/task/sleep(for:tolerance:clock:)
import UIKit

final class RecordingViewController: UIViewController {
    private let elapsedLabel = UILabel()
    private let summaryLabel = UILabel()
    private var tickTask: Task<Void, Never>?

    func startRecording() {
        let clock = ContinuousClock()
        let start = clock.now
        tickTask = Task { [weak self] in
            while !Task.isCancelled {
                let elapsed = clock.now - start
                self?.elapsedLabel.text = elapsed.formatted(.time(pattern: .minuteSecond))
                try? await Task.sleep(for: .milliseconds(500))
            }
        }
    }

    func stopRecording(totalSeconds: Int64) {
        tickTask?.cancel()
        let total = Duration.seconds(totalSeconds)
        elapsedLabel.text = total.formatted(.time(pattern: .hourMinuteSecond))
        summaryLabel.text = "Recorded " + total.formatted(.units(allowed: [.hours, .minutes], width: .wide))
    }
}
