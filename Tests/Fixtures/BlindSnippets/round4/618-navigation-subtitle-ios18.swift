// ios: 18
// expect: error 21: is only available in iOS 26.0 or newer
// topic: Showing a navigation bar subtitle (new in iOS 26) in an inbox screen that still deploys to iOS 18
// apis: UINavigationItem.subtitle, UINavigationItem.largeTitleDisplayMode, UINavigationBar.prefersLargeTitles
// source: https://developer.apple.com/documentation/uikit/uinavigationitem/subtitle
import UIKit

final class InboxViewController: UITableViewController {
    private var unreadCount = 12

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationItem.largeTitleDisplayMode = .always
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        updateTitle()
    }

    private func updateTitle() {
        navigationItem.title = "Inbox"
        navigationItem.subtitle = unreadCount == 0 ? nil : "\(unreadCount) unread"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        unreadCount
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
    }
}
