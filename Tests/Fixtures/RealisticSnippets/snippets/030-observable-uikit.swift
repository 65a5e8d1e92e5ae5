// ios: 17
// expect: pass
// topic: observing an @Observable model from UIKit with withObservationTracking
// apis: Observable(), withObservationTracking(_:onChange:), UIViewController, UILabel
@Observable
final class DownloadProgress {
    var fraction = 0.0
}

final class DownloadViewController: UIViewController {
    private let progress = DownloadProgress()
    private let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(label)
        observe()
    }

    private func observe() {
        withObservationTracking {
            label.text = "\(Int(progress.fraction * 100)) %"
        } onChange: { [weak self] in
            Task { @MainActor in self?.observe() }
        }
    }
}
