// ios: 15.0
// expect: pass
import SwiftUI

struct Avatar: View {
    @State private var tapped = false
    var body: some View {
        Image("avatar")
            .resizable()
            .aspectRatio(contentMode: .fill)
            .frame(width: 48, height: 48)
            .clipShape(Circle())
            .overlay(Circle().stroke(Color.white, lineWidth: 2))
            .shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)
            .opacity(tapped ? 0.5 : 1)
            .contentShape(Rectangle())
            .disabled(tapped)
            .accessibilityLabel("Avatar")
            .accessibilityIdentifier("profile.avatar")
            .accessibilityAddTraits(.isButton)
            .accessibilityHidden(false)
            .onTapGesture { tapped.toggle() }
    }
}
