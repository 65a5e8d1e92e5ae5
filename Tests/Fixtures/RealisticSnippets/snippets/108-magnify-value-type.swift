// ios: 17
// expect: error 14: cannot assign value of type 'MagnifyGesture.Value' to type 'CGFloat'
// topic: treating MagnifyGesture.Value like MagnificationGesture's CGFloat
// apis: MagnifyGesture, MagnifyGesture.Value
struct MapZoom: View {
    @State private var zoom: CGFloat = 1

    var body: some View {
        Rectangle()
            .scaleEffect(zoom)
            .gesture(
                MagnifyGesture()
                    .onChanged { value in
                        zoom = value
                    }
            )
    }
}
