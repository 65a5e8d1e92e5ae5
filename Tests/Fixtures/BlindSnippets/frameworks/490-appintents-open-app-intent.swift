// ios: 16
// expect: pass
// topic: Replacing a SiriKit intent definition file with an AppIntent that opens the app on a given tab
// apis: AppIntent, AppIntent.title, IntentDescription, openAppWhenRun, perform(), IntentResult, result()
// source: https://developer.apple.com/documentation/appintents/appintent, https://developer.apple.com/documentation/appintents/appintent/openappwhenrun
import AppIntents
import SwiftUI

@MainActor
final class NavigationRouter: ObservableObject {
    enum Tab { case recipes, favorites, settings }

    static let shared = NavigationRouter()
    @Published var selectedTab: Tab = .recipes
}

struct OpenFavoritesIntent: AppIntent {
    static var title: LocalizedStringResource = "Open Favorites"
    static var description = IntentDescription("Jumps straight to your favorite recipes.")
    static var openAppWhenRun: Bool = true

    @MainActor
    func perform() async throws -> some IntentResult {
        NavigationRouter.shared.selectedTab = .favorites
        return .result()
    }
}

struct RootTabView: View {
    @ObservedObject private var router = NavigationRouter.shared

    var body: some View {
        TabView(selection: $router.selectedTab) {
            Text("Recipes").tag(NavigationRouter.Tab.recipes)
            Text("Favorites").tag(NavigationRouter.Tab.favorites)
            Text("Settings").tag(NavigationRouter.Tab.settings)
        }
    }
}
