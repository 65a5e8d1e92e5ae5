// ios: 16
// expect: pass
// topic: Pushing a receipt screen after an async payment with navigationDestination(isPresented:)
// apis: NavigationStack, navigationDestination(isPresented:destination:), Form, LabeledContent, ProgressView, Task
// source: https://developer.apple.com/documentation/swiftui/view/navigationdestination(ispresented:destination:)
import SwiftUI

struct CheckoutView: View {
    @State private var showReceipt = false
    @State private var isPaying = false

    var body: some View {
        NavigationStack {
            Form {
                Section("Order") {
                    LabeledContent("Total", value: "$42.00")
                }
                Button {
                    Task {
                        isPaying = true
                        try? await Task.sleep(nanoseconds: 500_000_000)
                        isPaying = false
                        showReceipt = true
                    }
                } label: {
                    if isPaying {
                        ProgressView()
                    } else {
                        Text("Pay now")
                    }
                }
            }
            .navigationTitle("Checkout")
            .navigationDestination(isPresented: $showReceipt) {
                ReceiptView()
            }
        }
    }
}

struct ReceiptView: View {
    var body: some View {
        Label("Payment complete", systemImage: "checkmark.seal.fill")
            .font(.title2)
    }
}
