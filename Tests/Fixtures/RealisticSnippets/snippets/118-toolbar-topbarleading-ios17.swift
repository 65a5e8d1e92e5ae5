// ios: 17
// expect: pass
// topic: ToolbarItem(placement: .topBarLeading / .topBarTrailing)
// apis: ToolbarItem(placement:content:), ToolbarItemPlacement.topBarLeading, ToolbarItemPlacement.topBarTrailing
struct EditorScreen: View {
    var body: some View {
        NavigationStack {
            Text("Borrador")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        Button("Cancelar") {}
                    }
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Guardar") {}
                    }
                }
        }
    }
}
