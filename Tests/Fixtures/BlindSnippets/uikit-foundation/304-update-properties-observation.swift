// ios: 26
// expect: pass
// topic: iOS 26 automatic observation tracking: reading an @Observable model inside updateProperties() on a view and a view controller
// apis: UIView.updateProperties(), UIView.setNeedsUpdateProperties(), UIViewController.updateProperties(), Observable(), UINavigationItem.subtitle
// source: https://developer.apple.com/documentation/uikit/uiview/updateproperties(), https://developer.apple.com/documentation/uikit/updating-views-automatically-with-observation-tracking
import UIKit
import Observation

@Observable
final class DownloadItem {
    var name: String
    var progress: Double = 0
    var isPaused = false

    init(name: String) {
        self.name = name
    }
}

final class DownloadRowView: UIView {
    var item: DownloadItem? {
        didSet { setNeedsUpdateProperties() }
    }
    private let nameLabel = UILabel()
    private let progressView = UIProgressView(progressViewStyle: .default)

    override init(frame: CGRect) {
        super.init(frame: frame)
        let stack = UIStackView(arrangedSubviews: [nameLabel, progressView])
        stack.axis = .vertical
        stack.spacing = 6
        stack.frame = bounds
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(stack)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func updateProperties() {
        super.updateProperties()
        guard let item = item else { return }
        // UIKit records the observable reads here and calls this again when they change.
        nameLabel.text = item.isPaused ? "\(item.name) (Paused)" : item.name
        progressView.progress = Float(item.progress)
    }
}

final class DownloadDetailViewController: UIViewController {
    private let item = DownloadItem(name: "Keynote.mov")
    private let row = DownloadRowView(frame: CGRect(x: 16, y: 120, width: 320, height: 56))

    override func viewDidLoad() {
        super.viewDidLoad()
        row.item = item
        view.addSubview(row)
    }

    override func updateProperties() {
        super.updateProperties()
        navigationItem.subtitle = "\(Int(item.progress * 100))% complete"
    }
}
