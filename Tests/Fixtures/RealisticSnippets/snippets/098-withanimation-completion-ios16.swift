// ios: 16
// expect: error 11: is only available in iOS 17.0 or newer
// topic: withAnimation completion at iOS 16
// apis: withAnimation(_:completionCriteria:_:completion:)
struct FadeOutBanner: View {
    @State private var visible = true
    @State private var removed = false

    var body: some View {
        Button("Cerrar aviso") {
            withAnimation(.easeOut) {
                visible = false
            } completion: {
                removed = true
            }
        }
        .opacity(visible ? 1 : 0)
    }
}
