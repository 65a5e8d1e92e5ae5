// ios: 17
// expect: pass
// topic: RotateGesture (iOS 17) replacing RotationGesture
// apis: RotateGesture, RotateGesture.Value.rotation, Angle
struct RotatableSticker: View {
    @State private var angle = Angle.zero

    var body: some View {
        Text("🌟")
            .font(.system(size: 80))
            .rotationEffect(angle)
            .gesture(
                RotateGesture()
                    .onChanged { value in angle = value.rotation }
            )
    }
}
