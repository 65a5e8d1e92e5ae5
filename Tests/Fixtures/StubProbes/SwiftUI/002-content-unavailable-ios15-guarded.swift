// ios: 15.0
// expect: pass
import SwiftUI

struct RecipesEmptyView: View {
    var body: some View {
        if #available(iOS 17.0, *) {
            ContentUnavailableView(
                "Todavía no hay recetas",
                systemImage: "fork.knife",
                description: Text("Guarda tu primera receta para verla aquí.")
            )
        } else {
            VStack(spacing: 12) {
                Image(systemName: "fork.knife")
                    .font(.largeTitle)
                    .accessibilityHidden(true)
                Text("Todavía no hay recetas")
                    .font(.headline)
            }
        }
    }
}
