// ios: 16
// expect: error 35: is only available in iOS 17.0 or newer
// topic: Mistake: attaching a SwiftData container in an iOS 16 target without an availability check
// apis: Model, Query, modelContainer(for:), available
// source: https://developer.apple.com/documentation/swiftui/view/modelcontainer(for:inmemory:isautosaveenabled:isundoenabled:onsetup:)
import SwiftUI
import SwiftData

@available(iOS 17.0, *)
@Model
final class Recipe {
    var title: String
    var servings: Int

    init(title: String, servings: Int) {
        self.title = title
        self.servings = servings
    }
}

@available(iOS 17.0, *)
struct RecipeListView: View {
    @Query(sort: \Recipe.title) private var recipes: [Recipe]

    var body: some View {
        List(recipes) { recipe in
            LabeledContent(recipe.title, value: "\(recipe.servings) servings")
        }
    }
}

struct CookbookTab: View {
    var body: some View {
        NavigationStack {
            RecipeListView().modelContainer(for: Recipe.self)
                .navigationTitle("Cookbook")
        }
    }
}
