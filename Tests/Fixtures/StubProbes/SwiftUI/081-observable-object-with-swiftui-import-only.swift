// ios: 15.0
// expect: pass
import SwiftUI

// ObservableObject and @Published come from Combine, re-exported by SwiftUI.
final class CartModel: ObservableObject {
    @Published var items: [String] = []
    @Published var coupon = ""
    private var cancellables = Set<AnyCancellable>()
}

struct CartView: View {
    @StateObject private var cart = CartModel()
    var body: some View {
        VStack {
            TextField("Cupón", text: $cart.coupon)
            CartSummary(cart: cart)
        }
        .environmentObject(cart)
    }
}

struct CartSummary: View {
    @ObservedObject var cart: CartModel
    var body: some View {
        Text("\(cart.items.count) artículos")
            .onReceive(cart.$items) { items in
                print(items.count)
            }
    }
}

struct CartBadge: View {
    @EnvironmentObject var cart: CartModel
    var body: some View {
        TextField("Cupón", text: $cart.coupon)
    }
}
