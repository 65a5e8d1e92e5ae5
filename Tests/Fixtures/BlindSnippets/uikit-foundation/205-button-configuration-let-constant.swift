// ios: 15
// expect: error 12: cannot assign to property: 'config' is a 'let' constant
// topic: Building a follow button from UIButton.Configuration, but the configuration value is declared with let
// apis: UIButton.Configuration.gray(), UIButton.Configuration.tinted(), UIButton.Configuration.title, UIButton.init(configuration:primaryAction:)
// source: https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct
import UIKit

@MainActor
enum FollowButtonFactory {
    static func makeFollowButton(isFollowing: Bool, toggle: @escaping () -> Void) -> UIButton {
        let config = isFollowing ? UIButton.Configuration.gray() : UIButton.Configuration.tinted()
        config.title = isFollowing ? "Following" : "Follow"
        return UIButton(configuration: config, primaryAction: UIAction { _ in toggle() })
    }
}

final class ProfileHeaderViewController: UIViewController {
    private var isFollowing = false

    override func viewDidLoad() {
        super.viewDidLoad()
        let button = FollowButtonFactory.makeFollowButton(isFollowing: isFollowing) { [weak self] in
            self?.isFollowing.toggle()
        }
        button.frame = CGRect(x: 16, y: 80, width: 140, height: 44)
        view.addSubview(button)
    }
}
