// ios: 15
// expect: error 21: cannot assign value of type 'String' to type 'Bool'
// source: https://developer.apple.com/tutorials/data/documentation/uikit/uiaccessibilitytraits.md https://developer.apple.com/tutorials/data/documentation/uikit/uiaccessibility/post(notification:argument:).md
// area: accessibility
// note: isAccessibilityElement is a Bool; a string was pasted in during the migration
import UIKit

final class BadgeView: UIView {
    private let countLabel = UILabel()

    var count = 0 {
        didSet {
            countLabel.text = "\(count)"
            accessibilityValue = "\(count) unread"
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(countLabel)
        isAccessibilityElement = "true"
        accessibilityLabel = "Notifications"
        accessibilityTraits = .staticText
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
