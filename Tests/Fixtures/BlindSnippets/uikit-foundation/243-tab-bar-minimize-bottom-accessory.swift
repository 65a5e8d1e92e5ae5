// ios: 26
// expect: pass
// topic: iOS 26 tab bar that minimizes on scroll with a mini player as the bottom accessory
// apis: UITabBarController.tabBarMinimizeBehavior, UITabBarController.MinimizeBehavior.onScrollDown, UITabBarController.bottomAccessory, UITabAccessory.init(contentView:), UITab, UISearchTab
// source: https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabbarminimizebehavior, https://developer.apple.com/documentation/uikit/uitabbarcontroller/bottomaccessory
import UIKit

final class MiniPlayerView: UIView {
    private let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.text = "Not Playing"
        titleLabel.font = .preferredFont(forTextStyle: .subheadline)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor)
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class ShowsViewController: UIViewController {}
final class QueueViewController: UIViewController {}

final class PodcastTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tabs = [
            UITab(title: "Shows", image: UIImage(systemName: "square.grid.2x2"), identifier: "shows") { _ in ShowsViewController() },
            UITab(title: "Up Next", image: UIImage(systemName: "list.bullet"), identifier: "queue") { _ in QueueViewController() },
            UISearchTab { _ in UINavigationController(rootViewController: UIViewController()) }
        ]
        tabBarMinimizeBehavior = .onScrollDown
        bottomAccessory = UITabAccessory(contentView: MiniPlayerView())
    }
}
