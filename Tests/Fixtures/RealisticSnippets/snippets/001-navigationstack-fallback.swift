// ios: 15
// expect: pass
// topic: NavigationStack fallback
// apis: NavigationStack, NavigationView, navigationViewStyle(_:), NavigationLink(_:destination:)
struct RootView: View {
    var body: some View {
        if #available(iOS 16.0, *) {
            NavigationStack {
                RecipeList()
            }
        } else {
            NavigationView {
                RecipeList()
            }
            .navigationViewStyle(.stack)
        }
    }
}

struct RecipeList: View {
    let recipes = ["Paella", "Tortilla", "Gazpacho"]

    var body: some View {
        List(recipes, id: \.self) { recipe in
            NavigationLink(recipe) {
                Text(recipe)
                    .font(.largeTitle)
            }
        }
        .navigationTitle("Recetas")
    }
}
