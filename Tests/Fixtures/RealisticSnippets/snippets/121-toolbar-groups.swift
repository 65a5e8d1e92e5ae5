// ios: 15
// expect: pass
// topic: ToolbarItemGroup bottomBar, confirmationAction and cancellationAction
// apis: ToolbarItemGroup(placement:content:), ToolbarItemPlacement.bottomBar, confirmationAction, cancellationAction
struct ComposeView: View {
    @State private var text = ""

    var body: some View {
        NavigationView {
            TextField("Mensaje", text: $text)
                .navigationTitle("Nuevo mensaje")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancelar") {} }
                    ToolbarItem(placement: .confirmationAction) { Button("Enviar") {} }
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button { } label: { Image(systemName: "photo") }
                        Spacer()
                        Text("\(text.count) caracteres")
                    }
                }
        }
    }
}
