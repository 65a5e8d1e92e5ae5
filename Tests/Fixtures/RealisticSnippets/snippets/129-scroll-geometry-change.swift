// ios: 18
// expect: pass
// topic: onScrollGeometryChange to show a collapsed header (iOS 18)
// apis: onScrollGeometryChange(for:of:action:), ScrollGeometry.contentOffset, ScrollGeometry.contentInsets
struct CollapsingHeaderList: View {
    @State private var collapsed = false

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(0..<50) { Text("Fila \($0)").frame(maxWidth: .infinity) }
            }
        }
        .onScrollGeometryChange(for: Bool.self) { geometry in
            geometry.contentOffset.y + geometry.contentInsets.top > 80
        } action: { _, isCollapsed in
            collapsed = isCollapsed
        }
        .overlay(alignment: .top) {
            if collapsed {
                Text("Título").font(.headline).padding().background(.bar)
            }
        }
    }
}
