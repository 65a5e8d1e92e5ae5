// ios: 18
// expect: pass
// topic: Grouping mailboxes in the iPad sidebar with UITabGroup (iOS 18)
// apis: UITabGroup.init(title:image:identifier:children:viewControllerProvider:), UITab, UITabBarController.tabs, UITabBarController.sidebar, UITabBarControllerSidebar.isHidden, UITabBarController.mode
// source: https://developer.apple.com/documentation/uikit/uitabgroup, https://developer.apple.com/documentation/uikit/uitabbarcontroller/sidebar
import UIKit

final class MailboxViewController: UIViewController {
    let mailboxName: String

    init(mailboxName: String) {
        self.mailboxName = mailboxName
        super.init(nibName: nil, bundle: nil)
        title = mailboxName
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class MailTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let inbox = UITab(title: "Inbox", image: UIImage(systemName: "tray"), identifier: "inbox") { _ in
            MailboxViewController(mailboxName: "Inbox")
        }
        let sent = UITab(title: "Sent", image: UIImage(systemName: "paperplane"), identifier: "sent") { _ in
            MailboxViewController(mailboxName: "Sent")
        }
        let archive = UITab(title: "Archive", image: UIImage(systemName: "archivebox"), identifier: "archive") { _ in
            MailboxViewController(mailboxName: "Archive")
        }
        let mailboxes = UITabGroup(title: "Mailboxes", image: UIImage(systemName: "folder"), identifier: "mailboxes", children: [sent, archive]) { _ in
            MailboxViewController(mailboxName: "All Mailboxes")
        }

        tabs = [inbox, mailboxes]
        mode = .tabSidebar
        sidebar.isHidden = false
        selectedTab = inbox
    }
}
