// ios: 16
// expect: pass
// topic: Letting a wrapped multi-line UILabel size itself to SwiftUI's proposal with sizeThatFits(_:uiView:context:) (iOS 16)
// apis: UIViewRepresentable.sizeThatFits(_:uiView:context:), ProposedViewSize, UILabel.sizeThatFits(_:), UIView.layoutFittingExpandedSize
// source: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/sizethatfits(_:uiview:context:)
import SwiftUI
import UIKit

struct WrappingLabel: UIViewRepresentable {
    let text: String
    var textStyle: UIFont.TextStyle = .body

    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.numberOfLines = 0
        label.adjustsFontForContentSizeCategory = true
        label.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        return label
    }

    func updateUIView(_ uiView: UILabel, context: Context) {
        uiView.text = text
        uiView.font = .preferredFont(forTextStyle: textStyle)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
        let width = proposal.width ?? UIView.layoutFittingExpandedSize.width
        return uiView.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    }
}

struct ReleaseNotesView: View {
    var body: some View {
        ScrollView {
            WrappingLabel(text: "Version 4.2 adds offline mode, a redesigned player and dozens of bug fixes.")
                .padding()
        }
    }
}
