// ios: 16
// expect: error 20: is only available in iOS 16.4 or newer
// topic: presentationCornerRadius needs iOS 16.4, not 16.0
// apis: sheet(isPresented:content:), presentationDetents, presentationCornerRadius
// source: https://developer.apple.com/documentation/swiftui/view/presentationcornerradius(_:)
import SwiftUI

struct TipJarSheet: View {
    @State private var isShowing = false

    var body: some View {
        Button("Leave a tip") { isShowing = true }
            .sheet(isPresented: $isShowing) {
                VStack(spacing: 12) {
                    Text("Enjoying the app?").font(.headline)
                    Button("Tip $1.99") {}
                        .buttonStyle(.borderedProminent)
                }
                .presentationDetents([.medium])
                .presentationCornerRadius(32)
            }
    }
}
