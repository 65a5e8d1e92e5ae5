// ios: 17
// expect: pass
// topic: Sharing one setting between UIKit traits and the SwiftUI environment with UITraitBridgedEnvironmentKey (iOS 17)
// apis: UITraitBridgedEnvironmentKey, UITraitDefinition, UIMutableTraits, EnvironmentKey, EnvironmentValues, UIViewController.traitOverrides, UIHostingController
// source: https://developer.apple.com/documentation/swiftui/uitraitbridgedenvironmentkey
import UIKit
import SwiftUI

struct CompactCardsTrait: UITraitDefinition {
    static let defaultValue = false
}

extension UITraitCollection {
    var prefersCompactCards: Bool { self[CompactCardsTrait.self] }
}

extension UIMutableTraits {
    var prefersCompactCards: Bool {
        get { self[CompactCardsTrait.self] }
        set { self[CompactCardsTrait.self] = newValue }
    }
}

struct CompactCardsKey: EnvironmentKey {
    static let defaultValue = false
}

extension CompactCardsKey: UITraitBridgedEnvironmentKey {
    static func read(from traitCollection: UITraitCollection) -> Bool {
        traitCollection.prefersCompactCards
    }

    static func write(to mutableTraits: inout UIMutableTraits, value: Bool) {
        mutableTraits.prefersCompactCards = value
    }
}

extension EnvironmentValues {
    var prefersCompactCards: Bool {
        get { self[CompactCardsKey.self] }
        set { self[CompactCardsKey.self] = newValue }
    }
}

struct OrderCard: View {
    @Environment(\.prefersCompactCards) private var compact

    var body: some View {
        Text("Order #1042")
            .padding(compact ? 8 : 20)
            .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
    }
}

final class OrdersViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        traitOverrides.prefersCompactCards = true
        let host = UIHostingController(rootView: OrderCard())
        addChild(host)
        host.view.frame = view.bounds
        view.addSubview(host.view)
        host.didMove(toParent: self)
    }
}
