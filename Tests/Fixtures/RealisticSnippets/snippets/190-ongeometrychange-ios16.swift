// ios: 16
// expect: pass
// topic: onGeometryChange (back-deployed to iOS 16) replacing GeometryReader + PreferenceKey
// apis: onGeometryChange(for:of:action:), GeometryProxy.size
struct MeasuredText: View {
    @State private var width: CGFloat = 0

    var body: some View {
        Text("Mide mi ancho")
            .onGeometryChange(for: CGFloat.self) { proxy in
                proxy.size.width
            } action: { newWidth in
                width = newWidth
            }
    }
}
