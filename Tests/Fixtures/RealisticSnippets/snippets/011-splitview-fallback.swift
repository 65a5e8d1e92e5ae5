// ios: 15
// expect: pass
// topic: NavigationSplitView with NavigationView columns fallback
// apis: NavigationSplitView, NavigationView, navigationViewStyle(_:), DoubleColumnNavigationViewStyle
struct AdaptiveSplit: View {
    var body: some View {
        if #available(iOS 16, *) {
            NavigationSplitView {
                Sidebar()
            } detail: {
                Text("Selecciona una nota")
            }
            .navigationSplitViewStyle(.prominentDetail)
        } else {
            NavigationView {
                Sidebar()
                Text("Selecciona una nota")
            }
            .navigationViewStyle(.columns)
        }
    }
}

struct Sidebar: View {
    var body: some View {
        List(["Notas", "Papelera"], id: \.self) { Text($0) }
            .listStyle(.sidebar)
            .navigationTitle("Carpetas")
    }
}
