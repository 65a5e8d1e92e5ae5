// ios: 16
// expect: error 9: to expected type 'Binding<NavigationSplitViewVisibility>', use wrapper instead
// topic: columnVisibility passed without $
// apis: NavigationSplitView(columnVisibility:sidebar:detail:)
struct VisibilityDemo: View {
    @State private var visibility = NavigationSplitViewVisibility.doubleColumn

    var body: some View {
        NavigationSplitView(columnVisibility: visibility) {
            Text("Barra lateral")
        } detail: {
            Text("Detalle")
        }
    }
}
