// ios: 15
// expect: error 26: is only available in iOS 16.0 or newer
// topic: Implementing the iOS 16 sizeThatFits representable hook (ProposedViewSize) in a package that still supports iOS 15
// apis: UIViewRepresentable.sizeThatFits(_:uiView:context:), ProposedViewSize, UIView.systemLayoutSizeFitting(_:)
// source: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/sizethatfits(_:uiview:context:), https://developer.apple.com/documentation/swiftui/proposedviewsize
import SwiftUI
import UIKit

struct RatingStarsView: UIViewRepresentable {
    var rating: Int

    func makeUIView(context: Context) -> UIStackView {
        let stack = UIStackView()
        stack.spacing = 2
        return stack
    }

    func updateUIView(_ uiView: UIStackView, context: Context) {
        uiView.arrangedSubviews.forEach { $0.removeFromSuperview() }
        for index in 0..<5 {
            let star = UIImageView(image: UIImage(systemName: index < rating ? "star.fill" : "star"))
            uiView.addArrangedSubview(star)
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIStackView, context: Context) -> CGSize? {
        uiView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    }
}
