// ios: 15
// expect: pass
// topic: DisclosureGroup and List with children (outline)
// apis: DisclosureGroup(_:isExpanded:content:), List(_:children:rowContent:)
struct FileNode: Identifiable {
    let id = UUID()
    let name: String
    var children: [FileNode]?
}

struct FileBrowser: View {
    @State private var advancedExpanded = false
    let tree = [FileNode(name: "Docs", children: [FileNode(name: "a.txt"), FileNode(name: "b.txt")])]

    var body: some View {
        VStack {
            DisclosureGroup("Avanzado", isExpanded: $advancedExpanded) {
                Toggle("Modo depuración", isOn: .constant(false))
            }
            List(tree, children: \.children) { node in
                Label(node.name, systemImage: node.children == nil ? "doc" : "folder")
            }
        }
    }
}
