// ios: 18
// expect: pass
// topic: View helpers that pick Liquid Glass on iOS 26 and bordered/material styles before
// apis: buttonStyle(.glassProminent), glassEffect(_:in:), buttonStyle(.borderedProminent), buttonBorderShape(.capsule), background(_:in:), if #available
// source: https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/glassprominent, https://developer.apple.com/documentation/swiftui/view/glasseffect(_:in:)
import SwiftUI

extension View {
    @ViewBuilder
    func primaryActionStyle() -> some View {
        if #available(iOS 26.0, *) {
            self.buttonStyle(.glassProminent)
        } else {
            self.buttonStyle(.borderedProminent)
                .buttonBorderShape(.capsule)
        }
    }

    @ViewBuilder
    func cardBackground() -> some View {
        if #available(iOS 26.0, *) {
            self.glassEffect(.regular, in: .rect(cornerRadius: 20))
        } else {
            self.background(.regularMaterial, in: RoundedRectangle(cornerRadius: 20))
        }
    }
}

struct OnboardingCard: View {
    var body: some View {
        VStack(spacing: 16) {
            Text("Welcome to Trails").font(.title.bold())
            Text("Track hikes, save routes, and share them with friends.")
                .multilineTextAlignment(.center)
            Button("Get started") {}
                .primaryActionStyle()
        }
        .padding(24)
        .cardBackground()
        .padding()
    }
}
