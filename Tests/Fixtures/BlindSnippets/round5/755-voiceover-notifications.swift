// ios: 15
// expect: pass
// source: https://developer.apple.com/tutorials/data/documentation/uikit/uiaccessibility/post(notification:argument:).md https://developer.apple.com/documentation/uikit/uiaccessibility/isvoiceoverrunning.md https://developer.apple.com/documentation/uikit/uiaccessibility/voiceoverstatusdidchangenotification.md
// area: accessibility
// note: UIKit upload screen that announces progress and reacts to VoiceOver being toggled
import UIKit

final class UploadViewController: UIViewController {
    private let statusLabel = UILabel()
    private var observer: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(statusLabel)
        updateHints()
        observer = NotificationCenter.default.addObserver(
            forName: UIAccessibility.voiceOverStatusDidChangeNotification,
            object: nil,
            queue: .main
        ) { [weak self] _ in
            self?.updateHints()
        }
    }

    private func updateHints() {
        statusLabel.numberOfLines = UIAccessibility.isVoiceOverRunning ? 0 : 1
    }

    func uploadFinished(count: Int) {
        statusLabel.text = "Uploaded \(count) photos"
        UIAccessibility.post(notification: .announcement, argument: "Upload complete")
        UIAccessibility.post(notification: .layoutChanged, argument: statusLabel)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if let observer = observer {
            NotificationCenter.default.removeObserver(observer)
            self.observer = nil
        }
    }
}
