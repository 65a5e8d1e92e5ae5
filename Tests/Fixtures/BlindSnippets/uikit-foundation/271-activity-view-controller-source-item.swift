// ios: 16
// expect: pass
// topic: Sharing a receipt with UIActivityViewController, anchored on iPad via popoverPresentationController.sourceItem (iOS 16)
// apis: UIActivityViewController.init(activityItems:applicationActivities:), excludedActivityTypes, completionWithItemsHandler, UIPopoverPresentationController.sourceItem
// source: https://developer.apple.com/documentation/uikit/uiactivityviewcontroller, https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceitem
import UIKit

final class ReceiptViewController: UIViewController {
    var receiptURL: URL?
    private lazy var shareItem = UIBarButtonItem(systemItem: .action, primaryAction: UIAction { [weak self] _ in
        self?.shareReceipt()
    })

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = shareItem
    }

    private func shareReceipt() {
        var items: [Any] = ["Receipt for order #1042"]
        if let receiptURL = receiptURL {
            items.append(receiptURL)
        }
        let activity = UIActivityViewController(activityItems: items, applicationActivities: nil)
        activity.excludedActivityTypes = [.assignToContact, .addToReadingList]
        activity.completionWithItemsHandler = { activityType, completed, _, error in
            if completed {
                print("Shared via \(activityType?.rawValue ?? "unknown")")
            } else if let error = error {
                print("Sharing failed: \(error)")
            }
        }
        activity.popoverPresentationController?.sourceItem = shareItem
        present(activity, animated: true)
    }
}
