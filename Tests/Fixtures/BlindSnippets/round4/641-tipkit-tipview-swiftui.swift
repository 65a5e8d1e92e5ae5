// ios: 17
// expect: pass
// topic: Adding an inline TipView and a popover tip to a SwiftUI header hosted in a UIKit app, and invalidating the tip when the feature is used
// apis: Tip, TipView(_:arrowEdge:action:), View.popoverTip(_:arrowEdge:action:), Tip.invalidate(reason:), Tips.configure(_:), Tips.ConfigurationOption.displayFrequency(_:), datastoreLocation(_:), UIHostingController
// source: https://developer.apple.com/documentation/tipkit/tipview/init(_:arrowedge:action:), https://developer.apple.com/documentation/swiftui/view/popovertip(_:arrowedge:action:), https://developer.apple.com/documentation/tipkit/tips/configure(_:)
import SwiftUI
import TipKit
import UIKit

struct FavoriteRecipeTip: Tip {
    var title: Text { Text("Save as Favorite") }
    var message: Text? { Text("Tap the heart to keep this recipe in your Favorites.") }
    var image: Image? { Image(systemName: "heart") }
}

struct RecipeHeaderView: View {
    let favoriteTip = FavoriteRecipeTip()
    @State private var isFavorite = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TipView(favoriteTip, arrowEdge: .bottom)
            HStack {
                Text("Lemon Risotto").font(.title2.bold())
                Spacer()
                Button {
                    isFavorite.toggle()
                    favoriteTip.invalidate(reason: .actionPerformed)
                } label: {
                    Image(systemName: isFavorite ? "heart.fill" : "heart")
                }
                .popoverTip(favoriteTip, arrowEdge: .top)
            }
        }
        .padding()
        .task {
            try? Tips.configure([.displayFrequency(.daily), .datastoreLocation(.applicationDefault)])
        }
    }
}

@MainActor
func makeRecipeHeaderController() -> UIViewController {
    UIHostingController(rootView: RecipeHeaderView())
}
