// ios: 16
// expect: pass
// topic: ViewThatFits choosing between horizontal and vertical layouts
// apis: ViewThatFits(in:content:), Axis.Set
struct ActionButtons: View {
    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack {
                Button("Aceptar los términos") {}
                Button("Rechazar") {}
            }
            VStack {
                Button("Aceptar") {}
                Button("Rechazar") {}
            }
        }
    }
}
