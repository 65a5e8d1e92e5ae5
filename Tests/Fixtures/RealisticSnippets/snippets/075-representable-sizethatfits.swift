// ios: 16
// expect: pass
// topic: UIViewRepresentable.sizeThatFits(_:uiView:context:) at iOS 16
// apis: UIViewRepresentable.sizeThatFits(_:uiView:context:), ProposedViewSize, UILabel
struct WrappingLabel: UIViewRepresentable {
    let text: String

    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.numberOfLines = 0
        return label
    }

    func updateUIView(_ uiView: UILabel, context: Context) {
        uiView.text = text
    }

    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
        let width = proposal.width ?? 320
        return uiView.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    }
}
