// ios: 16
// expect: pass
// topic: NavigationSplitView three columns, columnVisibility, navigationSplitViewStyle
// apis: NavigationSplitView(columnVisibility:sidebar:content:detail:), NavigationSplitViewVisibility, navigationSplitViewStyle(_:), navigationSplitViewColumnWidth(_:)
struct CatalogSplit: View {
    @State private var visibility: NavigationSplitViewVisibility = .all
    @State private var category: String?
    @State private var product: String?

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List(["Frutas", "Verduras"], id: \.self, selection: $category) { Text($0) }
                .navigationSplitViewColumnWidth(220)
        } content: {
            List(["Manzana", "Pera"], id: \.self, selection: $product) { Text($0) }
                .navigationSplitViewColumnWidth(min: 200, ideal: 260, max: 320)
        } detail: {
            Text(product ?? "Nada seleccionado")
        }
        .navigationSplitViewStyle(.balanced)
    }
}
