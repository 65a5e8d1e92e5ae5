// ios: 16
// expect: pass
// topic: presentationDetents with selection, fraction and height
// apis: presentationDetents(_:selection:), PresentationDetent.fraction(_:), PresentationDetent.height(_:)
struct PlayerSheetHost: View {
    @State private var show = true
    @State private var detent = PresentationDetent.height(120)

    var body: some View {
        Color.clear
            .sheet(isPresented: $show) {
                VStack {
                    Text("Reproduciendo")
                    Button("Expandir") { detent = .large }
                }
                .presentationDetents([.height(120), .fraction(0.5), .large], selection: $detent)
                .interactiveDismissDisabled()
            }
    }
}
