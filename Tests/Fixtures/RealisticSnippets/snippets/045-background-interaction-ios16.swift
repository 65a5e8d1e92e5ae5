// ios: 16
// expect: error 13: is only available in iOS 16.4 or newer
// topic: presentationBackgroundInteraction at iOS 16.0
// apis: presentationBackgroundInteraction(_:)
struct NowPlayingHost: View {
    @State private var show = true

    var body: some View {
        Text("Fondo")
            .sheet(isPresented: $show) {
                Text("Mini reproductor")
                    .presentationDetents([.height(100)])
                    .presentationBackgroundInteraction(.enabled)
            }
    }
}
