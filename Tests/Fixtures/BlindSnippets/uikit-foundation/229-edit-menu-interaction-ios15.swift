// ios: 15
// expect: error 16: is only available in iOS 16.0 or newer
// topic: Adding UIEditMenuInteraction (iOS 16) to a note card view while the app still deploys to iOS 15
// apis: UIEditMenuInteraction.init(delegate:), UIView.addInteraction(_:)
// source: https://developer.apple.com/documentation/uikit/uieditmenuinteraction
import UIKit

final class NoteCardView: UIView {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        addSubview(titleLabel)

        let editMenu = UIEditMenuInteraction(delegate: nil)
        addInteraction(editMenu)
        isUserInteractionEnabled = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds.insetBy(dx: 12, dy: 12)
    }
}
