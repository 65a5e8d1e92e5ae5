// ios: 15.0
// expect: error: 'ContentUnavailableView' is only available in iOS 17.0 or newer
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
