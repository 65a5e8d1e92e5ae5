// ios: 16
// expect: error 9: has no member 'navigationSplitViewColumnWidht'
// topic: misspelled navigationSplitViewColumnWidth
// apis: navigationSplitViewColumnWidth(_:)
struct SidebarOnly: View {
    var body: some View {
        NavigationSplitView {
            List(["Uno", "Dos"], id: \.self) { Text($0) }
                .navigationSplitViewColumnWidht(250)
        } detail: {
            Text("Detalle")
        }
    }
}
