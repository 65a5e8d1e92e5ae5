// ios: 15
// expect: pass
// topic: PreviewProvider (pre-#Preview)
// apis: PreviewProvider, previewLayout(_:), previewDisplayName(_:)
struct ChipView: View {
    let title: String
    var body: some View {
        Text(title).padding(6).background(Capsule().fill(Color.yellow))
    }
}

struct ChipView_Previews: PreviewProvider {
    static var previews: some View {
        ChipView(title: "Nuevo")
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Chip")
    }
}
