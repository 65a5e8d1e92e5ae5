// ios: 16
// expect: pass
// topic: NavigationStack with typed route array
// apis: NavigationStack(path:root:), navigationDestination(for:destination:), ToolbarItem
enum Route: Hashable {
    case profile(userID: String)
    case settings
    case about
}

struct AppRouterView: View {
    @State private var routes: [Route] = []

    var body: some View {
        NavigationStack(path: $routes) {
            List {
                Button("Ajustes") { routes.append(.settings) }
                Button("Perfil") { routes.append(.profile(userID: "42")) }
                NavigationLink("Acerca de", value: Route.about)
            }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .profile(let id):
                    Text("Perfil \(id)")
                case .settings:
                    Text("Ajustes")
                case .about:
                    Text("Acerca de")
                }
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Raíz") { routes.removeAll() }
                }
            }
        }
    }
}
