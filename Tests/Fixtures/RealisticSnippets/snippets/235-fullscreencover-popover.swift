// ios: 16.4
// expect: pass
// topic: fullScreenCover and popover with presentationCompactAdaptation (iOS 16.4)
// apis: fullScreenCover(isPresented:onDismiss:content:), popover(isPresented:attachmentAnchor:arrowEdge:content:), presentationCompactAdaptation(_:)
struct HelpButtons: View {
    @State private var showTour = false
    @State private var showTip = false

    var body: some View {
        HStack {
            Button("Tour") { showTour = true }
                .fullScreenCover(isPresented: $showTour) {
                    Text("Bienvenido al tour")
                }
            Button("Consejo") { showTip = true }
                .popover(isPresented: $showTip) {
                    Text("Mantén pulsado para más opciones")
                        .padding()
                        .presentationCompactAdaptation(.popover)
                }
        }
    }
}
