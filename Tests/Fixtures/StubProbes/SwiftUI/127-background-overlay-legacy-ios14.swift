// ios: 14.0
// expect: pass
import SwiftUI

// The iOS 13 forms are soft-deprecated (100000.0): no warning, and at iOS 14 they
// are the only overloads that apply.
struct LegacyCard: View {
    var body: some View {
        Text("Tarjeta")
            .padding()
            .background(Color.white)
            .overlay(Text("!"), alignment: .topTrailing)
            .cornerRadius(8)
            .edgesIgnoringSafeArea(.all)
    }
}
