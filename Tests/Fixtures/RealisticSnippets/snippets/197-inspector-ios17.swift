// ios: 17
// expect: pass
// topic: inspector and inspectorColumnWidth (iOS 17)
// apis: inspector(isPresented:content:), inspectorColumnWidth(min:ideal:max:)
struct DesignCanvas: View {
    @State private var showInspector = true

    var body: some View {
        NavigationStack {
            Color.gray.opacity(0.2)
                .inspector(isPresented: $showInspector) {
                    Form { Text("Propiedades") }
                        .inspectorColumnWidth(min: 200, ideal: 260, max: 320)
                }
                .toolbar {
                    Button("Inspector", systemImage: "sidebar.right") { showInspector.toggle() }
                }
        }
    }
}
