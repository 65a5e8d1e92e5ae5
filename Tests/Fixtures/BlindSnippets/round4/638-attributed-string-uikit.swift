// ios: 15
// expect: pass
// topic: Building label text with Swift AttributedString and UIKit attributes instead of NSMutableAttributedString ranges
// apis: AttributedString, AttributedString(markdown:), range(of:), AttributeContainer, UIKit attribute scope (font, foregroundColor, underlineStyle), mergeAttributes(_:mergePolicy:), NSAttributedString(_:)
// source: https://developer.apple.com/documentation/foundation/attributedstring, https://developer.apple.com/documentation/foundation/attributedstring/init(markdown:options:baseurl:), https://developer.apple.com/documentation/foundation/attributecontainer
import UIKit

final class ShippingBannerView: UIView {
    private let messageLabel = UILabel()
    private let promoLabel = UILabel()

    func showShipped(orderNumber: String) {
        var message = AttributedString("Order \(orderNumber) has shipped. Track it in the app.")
        message.font = .preferredFont(forTextStyle: .body)
        if let range = message.range(of: "shipped") {
            message[range].font = .boldSystemFont(ofSize: 17)
            message[range].foregroundColor = .systemGreen
        }
        var link = AttributeContainer()
        link.underlineStyle = .single
        if let range = message.range(of: "Track it") {
            message[range].mergeAttributes(link)
        }
        messageLabel.attributedText = NSAttributedString(message)
    }

    func showPromo() {
        do {
            let promo = try AttributedString(markdown: "**Free** shipping on orders over *$50*")
            promoLabel.attributedText = NSAttributedString(promo)
        } catch {
            promoLabel.text = "Free shipping on orders over $50"
        }
    }
}
