// ios: 15
// expect: pass
// topic: presentationDetents behind #available in a ViewModifier
// apis: ViewModifier, presentationDetents(_:), PresentationDetent
struct MediumSheetModifier: ViewModifier {
    func body(content: Content) -> some View {
        if #available(iOS 16.0, *) {
            content.presentationDetents([.medium])
        } else {
            content
        }
    }
}

extension View {
    func mediumSheet() -> some View {
        modifier(MediumSheetModifier())
    }
}

struct ShareSheetHost: View {
    @State private var show = false

    var body: some View {
        Button("Compartir") { show = true }
            .sheet(isPresented: $show) {
                Text("Opciones para compartir").mediumSheet()
            }
    }
}
