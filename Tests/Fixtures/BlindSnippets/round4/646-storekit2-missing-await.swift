// ios: 15
// expect: error 18: is 'async' but is not marked with 'await'
// topic: Loading a StoreKit 2 coin catalog but forgetting await on the async Product.products(for:) call
// apis: Product.products(for:), Product.price, Product.displayName
// source: https://developer.apple.com/documentation/storekit/product/products(for:)
import StoreKit

struct CoinPack {
    let id: String
    let title: String
    let price: Decimal
}

final class CoinShop {
    private let identifiers = ["com.example.coins.100", "com.example.coins.500", "com.example.coins.2000"]

    func loadCatalog() async throws -> [CoinPack] {
        let products = try Product.products(for: identifiers)
        return products
            .sorted { $0.price < $1.price }
            .map { CoinPack(id: $0.id, title: $0.displayName, price: $0.price) }
    }
}
