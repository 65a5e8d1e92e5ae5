// ios: 17
// expect: pass
// topic: One @Observable cart model shared by a UIKit view controller and a hosted SwiftUI summary (iOS 17)
// apis: Observable(), UIHostingController, UIHostingController.sizingOptions, Text.init(_:format:), Decimal.FormatStyle.Currency
// source: https://developer.apple.com/documentation/observation, https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro
import SwiftUI
import UIKit
import Observation

@Observable
final class CartModel {
    var items: [String] = []
    var total: Decimal = 0
}

struct CartSummaryView: View {
    let cart: CartModel

    var body: some View {
        HStack {
            Text("\(cart.items.count) items")
            Spacer()
            Text(cart.total, format: .currency(code: "EUR")).bold()
        }
        .padding()
    }
}

final class ShopViewController: UIViewController {
    private let cart = CartModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        let summary = UIHostingController(rootView: CartSummaryView(cart: cart))
        summary.sizingOptions = .intrinsicContentSize
        addChild(summary)
        summary.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(summary.view)
        NSLayoutConstraint.activate([
            summary.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            summary.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            summary.view.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
        ])
        summary.didMove(toParent: self)

        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in
            self?.addEspresso()
        })
    }

    private func addEspresso() {
        cart.items.append("Espresso")
        cart.total += 2.5
    }
}
