// ios: 16
// expect: error 21: is only available in iOS 17.0 or newer
// source: https://developer.apple.com/documentation/swiftui/accessibilitytraits/istoggle.md https://developer.apple.com/documentation/swiftui/view/accessibilityaddtraits(_:).md
// area: accessibility
// note: AccessibilityTraits.isToggle used in an iOS 16 custom favorite button
import SwiftUI

struct FavoriteButton: View {
    @Binding var isFavorite: Bool

    var body: some View {
        Button {
            isFavorite.toggle()
        } label: {
            Image(systemName: isFavorite ? "heart.fill" : "heart")
                .foregroundColor(isFavorite ? .red : .secondary)
                .imageScale(.large)
        }
        .accessibilityLabel("Favorite")
        .accessibilityValue(isFavorite ? "On" : "Off")
        .accessibilityAddTraits(.isToggle)
    }
}
