// ios: 16
// expect: pass
// topic: Declaring custom environment values with the @Entry macro (back-deploys)
// apis: Entry(), EnvironmentValues, Environment, environment(_:_:), LinearGradient, background(_:in:)
// source: https://developer.apple.com/documentation/swiftui/entry()
import SwiftUI

extension EnvironmentValues {
    @Entry var cardCornerRadius: CGFloat = 12
    @Entry var cardPalette: [Color] = [.blue, .teal]
}

struct InfoCard: View {
    let title: String
    @Environment(\.cardCornerRadius) private var radius
    @Environment(\.cardPalette) private var palette

    var body: some View {
        Text(title)
            .foregroundColor(.white)
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(
                LinearGradient(colors: palette, startPoint: .leading, endPoint: .trailing),
                in: RoundedRectangle(cornerRadius: radius)
            )
    }
}

struct CardsScreen: View {
    var body: some View {
        VStack(spacing: 12) {
            InfoCard(title: "Default")
            InfoCard(title: "Rounder and warmer")
                .environment(\.cardCornerRadius, 28)
                .environment(\.cardPalette, [.orange, .pink])
        }
        .padding()
    }
}
