// ios: 17.0
// expect: pass
import SwiftUI

struct RecipesEmptyView: View {
    var body: some View {
        ContentUnavailableView(
            "Todavía no hay recetas",
            systemImage: "fork.knife",
            description: Text("Guarda tu primera receta para verla aquí.")
        )
    }
}

struct NoDescriptionView: View {
    var body: some View {
        ContentUnavailableView("Sin conexión", image: "offline")
    }
}
