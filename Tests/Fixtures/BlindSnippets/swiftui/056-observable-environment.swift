// ios: 17
// expect: pass
// topic: Sharing an @Observable store through the environment instead of environmentObject
// apis: Observable(), environment(_:) with Observable object, Environment(_:) type lookup, App, WindowGroup
// source: https://developer.apple.com/documentation/swiftui/environment, https://developer.apple.com/documentation/swiftui/view/environment(_:)
import SwiftUI
import Observation

@Observable
final class CartStore {
    var items: [String] = []
    var count: Int { items.count }

    func add(_ item: String) { items.append(item) }
}

@main
struct ShopApp: App {
    @State private var cart = CartStore()

    var body: some Scene {
        WindowGroup {
            ShopRoot()
                .environment(cart)
        }
    }
}

struct ShopRoot: View {
    @Environment(CartStore.self) private var cart

    var body: some View {
        NavigationStack {
            List(["Mug", "Poster", "Tote"], id: \.self) { product in
                Button("Add \(product)") { cart.add(product) }
            }
            .navigationTitle("Shop")
            .toolbar {
                CartBadge()
            }
        }
    }
}

struct CartBadge: View {
    @Environment(CartStore.self) private var cart

    var body: some View {
        Label("\(cart.count)", systemImage: "cart")
    }
}
