// ios: 17
// expect: pass
// topic: Empty and offline states with ContentUnavailableView instead of a hand-made VStack
// apis: ContentUnavailableView(label:description:actions:), ContentUnavailableView(_:systemImage:description:), Group
// source: https://developer.apple.com/documentation/swiftui/contentunavailableview
import SwiftUI

struct FavoritesView: View {
    @State private var favorites: [String] = []
    let isOffline: Bool

    var body: some View {
        NavigationStack {
            Group {
                if isOffline {
                    ContentUnavailableView("You're Offline", systemImage: "wifi.slash", description: Text("Favorites sync when you reconnect."))
                } else if favorites.isEmpty {
                    ContentUnavailableView {
                        Label("No Favorites", systemImage: "heart.slash")
                    } description: {
                        Text("Tap the heart on any recipe to save it here.")
                    } actions: {
                        Button("Browse recipes") {
                            favorites = ["Shakshuka", "Pad Thai"]
                        }
                        .buttonStyle(.borderedProminent)
                    }
                } else {
                    List(favorites, id: \.self) { Text($0) }
                }
            }
            .navigationTitle("Favorites")
        }
    }
}
