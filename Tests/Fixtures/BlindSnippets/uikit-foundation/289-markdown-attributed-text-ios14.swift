// ios: 14
// expect: error 19: is only available in iOS 15
// topic: Rendering Markdown into a UILabel with NSAttributedString(markdown:) (iOS 15) in an iOS 14 app
// apis: NSAttributedString.init(markdown:options:baseURL:), UILabel.attributedText
// source: https://developer.apple.com/documentation/foundation/nsattributedstring/init(markdown:options:baseurl:)
import UIKit

final class WelcomeViewController: UIViewController {
    private let messageLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        messageLabel.numberOfLines = 0
        messageLabel.frame = view.bounds.insetBy(dx: 24, dy: 120)
        view.addSubview(messageLabel)

        let markdown = "Welcome to **Tandem**! Read the [getting started guide](https://example.com/guide)."
        messageLabel.attributedText = try? NSAttributedString(markdown: markdown)
    }
}
