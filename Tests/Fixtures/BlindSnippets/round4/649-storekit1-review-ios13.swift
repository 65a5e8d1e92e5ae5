// ios: 13
// expect: error 25: is only available in iOS 14.0 or newer
// topic: Calling the scene-based SKStoreReviewController.requestReview(in:) (iOS 14) from a settings screen in an app that deploys to iOS 13
// apis: SKStoreReviewController.requestReview(in:), UIWindowScene, UITableViewController
// source: https://developer.apple.com/documentation/storekit/skstorereviewcontroller/requestreview(in:)
import StoreKit
import UIKit

final class SettingsViewController: UITableViewController {
    private let rows = ["Rate This App", "Contact Support"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard indexPath.row == 0, let scene = view.window?.windowScene else { return }
        SKStoreReviewController.requestReview(in: scene)
    }
}
