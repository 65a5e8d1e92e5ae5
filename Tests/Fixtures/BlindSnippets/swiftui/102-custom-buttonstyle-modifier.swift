// ios: 15
// expect: pass
// topic: A reusable pressable ButtonStyle with static-member syntax and a card ViewModifier
// apis: ButtonStyle, ButtonStyleConfiguration.isPressed, static member on ButtonStyle where Self ==, ViewModifier, modifier(_:), background(_:in:), toggleStyle(.button)
// source: https://developer.apple.com/documentation/swiftui/buttonstyle, https://developer.apple.com/documentation/swiftui/viewmodifier
import SwiftUI

struct PressableButtonStyle: ButtonStyle {
    var tint: Color = .accentColor

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .padding(.horizontal, 20)
            .padding(.vertical, 12)
            .background(tint.opacity(configuration.isPressed ? 0.7 : 1), in: Capsule())
            .foregroundColor(.white)
            .scaleEffect(configuration.isPressed ? 0.96 : 1)
            .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
    }
}

extension ButtonStyle where Self == PressableButtonStyle {
    static var pressable: PressableButtonStyle { PressableButtonStyle() }
    static func pressable(tint: Color) -> PressableButtonStyle { PressableButtonStyle(tint: tint) }
}

struct CardModifier: ViewModifier {
    var padding: CGFloat = 16

    func body(content: Content) -> some View {
        content
            .padding(padding)
            .background(.background, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
            .shadow(color: .black.opacity(0.08), radius: 8, x: 0, y: 4)
    }
}

extension View {
    func card(padding: CGFloat = 16) -> some View {
        modifier(CardModifier(padding: padding))
    }
}

struct UpgradePrompt: View {
    @State private var remindMe = false

    var body: some View {
        VStack(spacing: 12) {
            Text("Go Pro").font(.title2.bold())
            Text("Unlock unlimited projects and sync.")
            Toggle("Remind me later", isOn: $remindMe)
                .toggleStyle(.button)
            HStack {
                Button("Maybe later") {}
                    .buttonStyle(.pressable(tint: .gray))
                Button("Upgrade") {}
                    .buttonStyle(.pressable)
            }
        }
        .card()
        .padding()
    }
}
