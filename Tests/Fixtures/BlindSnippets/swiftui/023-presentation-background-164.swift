// ios: 16.4
// expect: pass
// topic: Maps-style translucent sheet using the iOS 16.4 presentation modifiers
// apis: presentationBackground(_:), presentationCornerRadius, presentationBackgroundInteraction(.enabled(upThrough:)), presentationContentInteraction(.scrolls), scrollContentBackground
// source: https://developer.apple.com/documentation/swiftui/view/presentationbackground(_:), https://developer.apple.com/documentation/swiftui/view/presentationbackgroundinteraction(_:)
import SwiftUI

struct MiniMapSheet: View {
    @State private var show = true

    var body: some View {
        Color.blue.opacity(0.3)
            .ignoresSafeArea()
            .sheet(isPresented: $show) {
                List(0..<30) { index in
                    Text("Place \(index)")
                }
                .scrollContentBackground(.hidden)
                .presentationDetents([.height(180), .medium, .large])
                .presentationBackground(.ultraThinMaterial)
                .presentationCornerRadius(28)
                .presentationBackgroundInteraction(.enabled(upThrough: .medium))
                .presentationContentInteraction(.scrolls)
                .interactiveDismissDisabled()
            }
    }
}
