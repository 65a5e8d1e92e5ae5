// ios: 15
// expect: pass
// topic: MagnifyGesture at iOS 17 with MagnificationGesture fallback
// apis: MagnifyGesture, MagnifyGesture.Value.magnification, MagnificationGesture, onChanged(_:)
struct ZoomableImage: View {
    @State private var scale: CGFloat = 1

    var body: some View {
        let image = Image(systemName: "photo")
            .resizable()
            .scaledToFit()
            .scaleEffect(scale)
        if #available(iOS 17, *) {
            image.gesture(
                MagnifyGesture()
                    .onChanged { value in scale = value.magnification }
            )
        } else {
            image.gesture(
                MagnificationGesture()
                    .onChanged { value in scale = value }
            )
        }
    }
}
