// ios: 16
// expect: error 19: has no member 'full'
// topic: Guessing a non-existent presentation detent name
// apis: sheet(isPresented:content:), presentationDetents(_:)
// source: https://developer.apple.com/documentation/swiftui/presentationdetent
import SwiftUI

struct ReceiptSheet: View {
    @State private var show = false

    var body: some View {
        Button("Show receipt") { show = true }
            .sheet(isPresented: $show) {
                VStack(spacing: 8) {
                    Text("Receipt").font(.title2.bold())
                    Text("Coffee beans x2")
                    Text("Total: $24.00")
                }
                .presentationDetents([.medium, .full])
            }
    }
}
