// ios: 16
// expect: error 12: is only available in iOS 17.0 or newer
// topic: MagnifyGesture at iOS 16
// apis: MagnifyGesture
struct PinchView: View {
    @State private var zoom: CGFloat = 1

    var body: some View {
        Color.blue
            .scaleEffect(zoom)
            .gesture(
                MagnifyGesture()
                    .onChanged { zoom = $0.magnification }
            )
    }
}
