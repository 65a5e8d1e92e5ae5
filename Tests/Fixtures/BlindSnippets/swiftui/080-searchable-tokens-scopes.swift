// ios: 16
// expect: pass
// topic: Search with suggested tokens and search scopes
// apis: searchable(text:tokens:suggestedTokens:placement:prompt:token:), searchScopes(_:scopes:), Identifiable tokens
// source: https://developer.apple.com/documentation/swiftui/view/searchable(text:tokens:suggestedtokens:placement:prompt:token:), https://developer.apple.com/documentation/swiftui/view/searchscopes(_:scopes:)
import SwiftUI

enum RecipeToken: Identifiable, Hashable {
    case vegetarian, quick, dessert

    var id: Self { self }

    var label: String {
        switch self {
        case .vegetarian: return "Vegetarian"
        case .quick: return "Under 30 min"
        case .dessert: return "Dessert"
        }
    }
}

enum RecipeScope: Hashable {
    case all, favorites
}

struct RecipeSearch: View {
    @State private var text = ""
    @State private var tokens: [RecipeToken] = []
    @State private var scope: RecipeScope = .all

    var body: some View {
        NavigationStack {
            List(["Pancakes", "Salad", "Brownies"], id: \.self) { Text($0) }
                .navigationTitle("Recipes")
                .searchable(text: $text, tokens: $tokens, suggestedTokens: .constant([.vegetarian, .quick, .dessert]), prompt: "Search recipes") { token in
                    Label(token.label, systemImage: "tag")
                }
                .searchScopes($scope) {
                    Text("All").tag(RecipeScope.all)
                    Text("Favorites").tag(RecipeScope.favorites)
                }
        }
    }
}
