// ios: 15
// expect: error 13: cannot assign value of type 'Int' to type 'String'
// topic: assigning an Int to UILabel.text in updateUIView
// apis: UIViewRepresentable, UILabel.text
struct BadgeLabel: UIViewRepresentable {
    let count: Int

    func makeUIView(context: Context) -> UILabel {
        UILabel()
    }

    func updateUIView(_ uiView: UILabel, context: Context) {
        uiView.text = count
    }
}
