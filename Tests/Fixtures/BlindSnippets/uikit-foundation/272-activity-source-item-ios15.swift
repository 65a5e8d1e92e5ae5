// ios: 15
// expect: error 19: is only available in iOS 16.0 or newer
// topic: Anchoring the share sheet with sourceItem (iOS 16) instead of barButtonItem in an iOS 15 app
// apis: UIActivityViewController, UIPopoverPresentationController.sourceItem, UIPopoverPresentationController.barButtonItem
// source: https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceitem
import UIKit

final class PhotoViewerViewController: UIViewController {
    var photo: UIImage?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .action, target: self, action: #selector(share(_:)))
    }

    @objc private func share(_ sender: UIBarButtonItem) {
        guard let photo = photo else { return }
        let activity = UIActivityViewController(activityItems: [photo], applicationActivities: nil)
        activity.popoverPresentationController?.sourceItem = sender
        present(activity, animated: true)
    }
}
