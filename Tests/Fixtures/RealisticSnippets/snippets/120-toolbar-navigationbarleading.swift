// ios: 15
// expect: pass
// topic: ToolbarItem(placement: .navigationBarLeading) at iOS 15
// apis: ToolbarItemPlacement.navigationBarLeading, ToolbarItemPlacement.navigationBarTrailing, EditButton
struct ListEditor: View {
    @State private var items = ["A", "B", "C"]

    var body: some View {
        NavigationView {
            List {
                ForEach(items, id: \.self) { Text($0) }
                    .onDelete { items.remove(atOffsets: $0) }
                    .onMove { items.move(fromOffsets: $0, toOffset: $1) }
            }
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) { EditButton() }
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button("Añadir") { items.append("Nuevo") }
                }
            }
        }
    }
}
