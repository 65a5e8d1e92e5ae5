// ios: 18
// expect: pass
// topic: User-tunable theme color with Color.mix(with:by:) and a navigation container background
// apis: Color.mix(with:by:in:), Gradient, LinearGradient, containerBackground(_:for: .navigation), scrollContentBackground, Color.gradient
// source: https://developer.apple.com/documentation/swiftui/color/mix(with:by:in:), https://developer.apple.com/documentation/swiftui/containerbackgroundplacement/navigation
import SwiftUI

struct ThemedSettings: View {
    @State private var warmth = 0.3

    private var tint: Color {
        Color.blue.mix(with: .orange, by: warmth)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Theme") {
                    Slider(value: $warmth, in: 0...1) { Text("Warmth") }
                    RoundedRectangle(cornerRadius: 12)
                        .fill(LinearGradient(gradient: Gradient(colors: [tint, tint.mix(with: .white, by: 0.6)]), startPoint: .leading, endPoint: .trailing))
                        .frame(height: 44)
                }
            }
            .scrollContentBackground(.hidden)
            .containerBackground(tint.opacity(0.15).gradient, for: .navigation)
            .navigationTitle("Appearance")
            .tint(tint)
        }
    }
}
