// ios: 15
// expect: pass
// topic: Markdown AttributedString styled with an AttributeContainer and converted for a UILabel via the UIKit attribute scope
// apis: AttributedString.init(markdown:), AttributeContainer, AttributedString.mergeAttributes(_:mergePolicy:), AttributedString.range(of:), AttributeScopes.UIKitAttributes, NSAttributedString.init(_:including:)
// source: https://developer.apple.com/documentation/foundation/attributedstring, https://developer.apple.com/documentation/foundation/attributescopes/uikitattributes
import UIKit

final class TermsViewController: UIViewController {
    private let termsLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        termsLabel.numberOfLines = 0
        termsLabel.attributedText = try? NSAttributedString(makeTermsText(), including: \.uiKit)
        termsLabel.frame = view.bounds.insetBy(dx: 20, dy: 100)
        view.addSubview(termsLabel)
    }

    private func makeTermsText() -> AttributedString {
        let markdown = "By continuing you agree to our **Terms of Service** and [Privacy Policy](https://example.com/privacy)."
        var text = (try? AttributedString(markdown: markdown)) ?? AttributedString("By continuing you agree to our Terms of Service.")

        var base = AttributeContainer()
        base.font = UIFont.preferredFont(forTextStyle: .footnote)
        base.foregroundColor = UIColor.secondaryLabel
        text.mergeAttributes(base, mergePolicy: .keepCurrent)

        if let range = text.range(of: "Terms of Service") {
            text[range].link = URL(string: "https://example.com/terms")
            text[range].foregroundColor = UIColor.systemBlue
        }
        return text
    }
}
