// ios: 17
// expect: error 12: is only available in iOS 18.0 or newer
// topic: onScrollGeometryChange at iOS 17
// apis: onScrollGeometryChange(for:of:action:)
struct OffsetReader: View {
    @State private var offset: CGFloat = 0

    var body: some View {
        ScrollView {
            Text("Contenido largo")
        }
        .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, newValue in
            offset = newValue
        }
    }
}
