// ios: 16
// expect: pass
// topic: NavigationStack in TabView, toolbar(.hidden, for: .tabBar)
// apis: TabView, tabItem(_:), toolbar(_:for:), navigationDestination(for:destination:)
struct TabsRoot: View {
    var body: some View {
        TabView {
            NavigationStack {
                List(1...5, id: \.self) { n in
                    NavigationLink("Pedido \(n)", value: n)
                }
                .navigationDestination(for: Int.self) { n in
                    Text("Detalle del pedido \(n)")
                        .toolbar(.hidden, for: .tabBar)
                }
            }
            .tabItem { Label("Pedidos", systemImage: "bag") }

            Text("Perfil")
                .tabItem { Label("Perfil", systemImage: "person") }
        }
    }
}
