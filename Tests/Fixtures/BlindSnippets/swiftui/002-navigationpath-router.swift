// ios: 16
// expect: pass
// topic: Programmatic navigation with NavigationPath owned by an ObservableObject router
// apis: NavigationStack(path:), NavigationPath, NavigationLink(_:value:), navigationDestination(for:destination:), ObservableObject, StateObject
// source: https://developer.apple.com/documentation/swiftui/navigationpath, https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
import SwiftUI

enum Route: Hashable {
    case recipe(id: Int)
    case settings
}

final class Router: ObservableObject {
    @Published var path = NavigationPath()

    func open(_ route: Route) { path.append(route) }
    func popToRoot() { path.removeLast(path.count) }
}

struct RecipesHome: View {
    @StateObject private var router = Router()

    var body: some View {
        NavigationStack(path: $router.path) {
            List(1..<20) { id in
                NavigationLink("Recipe \(id)", value: Route.recipe(id: id))
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .recipe(let id):
                    RecipeDetail(id: id, onDone: { router.popToRoot() })
                case .settings:
                    Text("Settings")
                }
            }
            .toolbar {
                Button("Settings") { router.open(.settings) }
            }
        }
    }
}

struct RecipeDetail: View {
    let id: Int
    let onDone: () -> Void

    var body: some View {
        VStack(spacing: 16) {
            Text("Recipe #\(id)").font(.title)
            Button("Back to all recipes", action: onDone)
        }
    }
}
