// ios: 15
// expect: error 17: cannot assign value of type 'String' to type 'CGFloat'
// topic: Button configuration spacing set from a string constant by mistake (type error)
// apis: UIButton.Configuration.tinted(), imagePadding, UIButton(configuration:primaryAction:)
// source: https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/imagepadding
import UIKit

final class FollowButtonFactory {
    static let spacing = "8"

    @MainActor
    static func makeFollowButton(handler: @escaping () -> Void) -> UIButton {
        var config = UIButton.Configuration.tinted()
        config.title = "Follow"
        config.image = UIImage(systemName: "person.badge.plus")
        config.imagePlacement = .trailing
        config.imagePadding = spacing
        config.cornerStyle = .capsule
        return UIButton(configuration: config, primaryAction: UIAction { _ in
            handler()
        })
    }
}
