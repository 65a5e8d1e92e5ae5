// ios: 17
// expect: error 18: has no member 'bouncey'
// topic: Misspelled spring preset name in an animation modifier
// apis: animation(_:value:), Animation.bouncy
// source: https://developer.apple.com/documentation/swiftui/animation/bouncy
import SwiftUI

struct FavoriteButton: View {
    @State private var isFavorite = false

    var body: some View {
        Button {
            isFavorite.toggle()
        } label: {
            Image(systemName: isFavorite ? "star.fill" : "star")
                .scaleEffect(isFavorite ? 1.2 : 1)
        }
        .animation(.bouncey, value: isFavorite)
    }
}
