// ios: 26
// expect: pass
// topic: Moving content and styling updates out of layoutSubviews into the iOS 26 updateProperties() pass for a view and a view controller
// apis: UIView.updateProperties(), UIView.setNeedsUpdateProperties(), UIViewController.updateProperties(), UIViewController.setNeedsUpdateProperties(), UINavigationItem.subtitle
// source: https://developer.apple.com/documentation/uikit/uiview/updateproperties(), https://developer.apple.com/documentation/uikit/uiview/setneedsupdateproperties(), https://developer.apple.com/documentation/uikit/uinavigationitem/subtitle
import UIKit

final class BadgeView: UIView {
    var count = 0 {
        didSet { setNeedsUpdateProperties() }
    }
    var badgeColor: UIColor = .systemRed {
        didSet { setNeedsUpdateProperties() }
    }
    private let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .preferredFont(forTextStyle: .caption1)
        label.textColor = .white
        label.frame = bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func updateProperties() {
        super.updateProperties()
        label.text = count > 99 ? "99+" : "\(count)"
        backgroundColor = badgeColor
        isHidden = count == 0
    }
}

final class MailboxViewController: UIViewController {
    private let badge = BadgeView()
    var unreadCount = 0 {
        didSet { setNeedsUpdateProperties() }
    }

    override func updateProperties() {
        super.updateProperties()
        badge.count = unreadCount
        navigationItem.subtitle = unreadCount == 0 ? nil : "\(unreadCount) unread"
    }
}
