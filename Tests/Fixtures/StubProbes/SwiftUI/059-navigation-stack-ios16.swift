// ios: 16.0
// expect: pass
import SwiftUI

struct Recipe: Hashable, Identifiable {
    let id: Int
    let name: String
}

struct RecipesRoot: View {
    @State private var path: [Recipe] = []
    @State private var erased = NavigationPath()
    @State private var showingSettings = false
    let recipes: [Recipe]

    var body: some View {
        NavigationStack(path: $path) {
            List(recipes) { recipe in
                NavigationLink(recipe.name, value: recipe)
            }
            .navigationDestination(for: Recipe.self) { recipe in
                Text(recipe.name)
            }
            .navigationDestination(isPresented: $showingSettings) {
                Text("Ajustes")
            }
            .navigationTitle("Recetas")
            .navigationBarTitleDisplayMode(.inline)
        }
    }

    func pushAll() {
        erased.append(1)
        erased.append("dos")
        erased.removeLast()
        path.append(contentsOf: recipes)
    }
}

struct ErasedRoot: View {
    @State private var path = NavigationPath()
    var body: some View {
        NavigationStack(path: $path) {
            NavigationLink(value: 42) { Text("Número") }
                .navigationDestination(for: Int.self) { Text("\($0)") }
        }
    }
}
