// ios: 17
// expect: pass
// topic: Driving UIKit views from an @Observable model with withObservationTracking, re-registering on each change (iOS 17)
// apis: Observable(), withObservationTracking(_:onChange:), Task, MainActor
// source: https://developer.apple.com/documentation/observation/withobservationtracking(_:onchange:)
import UIKit
import Observation

@Observable
final class PlayerState {
    var title = "Nothing Playing"
    var isPlaying = false
}

final class MiniPlayerViewController: UIViewController {
    private let state: PlayerState
    private let titleLabel = UILabel()
    private let playButton = UIButton(type: .system)

    init(state: PlayerState) {
        self.state = state
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let stack = UIStackView(arrangedSubviews: [titleLabel, playButton])
        stack.spacing = 12
        stack.frame = CGRect(x: 16, y: 16, width: 320, height: 44)
        view.addSubview(stack)
        playButton.addAction(UIAction { [weak self] _ in
            self?.state.isPlaying.toggle()
        }, for: .touchUpInside)
        observeState()
    }

    private func observeState() {
        withObservationTracking {
            titleLabel.text = state.title
            playButton.setImage(UIImage(systemName: state.isPlaying ? "pause.fill" : "play.fill"), for: .normal)
        } onChange: { [weak self] in
            Task { @MainActor in
                self?.observeState()
            }
        }
    }
}
