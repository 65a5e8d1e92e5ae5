// ios: 16.4
// expect: pass
// topic: presentationBackgroundInteraction and presentationCornerRadius (iOS 16.4)
// apis: presentationBackgroundInteraction(_:), presentationCornerRadius(_:), presentationContentInteraction(_:)
struct MapLikeSheet: View {
    @State private var show = true

    var body: some View {
        Text("Contenido de fondo")
            .sheet(isPresented: $show) {
                List(0..<10, id: \.self) { Text("Lugar \($0)") }
                    .presentationDetents([.height(200), .medium, .large])
                    .presentationBackgroundInteraction(.enabled(upThrough: .medium))
                    .presentationCornerRadius(24)
                    .presentationContentInteraction(.scrolls)
            }
    }
}
