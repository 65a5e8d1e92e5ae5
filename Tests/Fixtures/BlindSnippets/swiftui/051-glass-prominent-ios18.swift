// ios: 18
// expect: error 17: is only available in iOS 26.0 or newer
// topic: glassProminent button style used without a fallback for iOS 18
// apis: buttonStyle(.glassProminent), controlSize(.large), Text(_:format:) currency
// source: https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/glassprominent
import SwiftUI

struct CheckoutBar: View {
    let total: Decimal

    var body: some View {
        HStack {
            Text(total, format: .currency(code: "USD"))
                .font(.title3.bold())
            Spacer()
            Button("Place order") {}
                .buttonStyle(.glassProminent)
                .controlSize(.large)
        }
        .padding()
    }
}
