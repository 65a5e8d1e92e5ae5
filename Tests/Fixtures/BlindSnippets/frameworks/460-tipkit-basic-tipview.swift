// ios: 17
// expect: pass
// topic: First TipKit tip: a Tip with title, message and image, Tips.configure at launch, inline TipView
// apis: Tip, TipView(_:arrowEdge:), Tips.configure(_:), Tips.ConfigurationOption.displayFrequency, Tips.ConfigurationOption.datastoreLocation
// source: https://developer.apple.com/documentation/tipkit/tip, https://developer.apple.com/documentation/tipkit/tips/configure(_:)
import SwiftUI
import TipKit

struct QuickAddTip: Tip {
    var title: Text {
        Text("Add items faster")
    }

    var message: Text? {
        Text("Long-press the plus button to add an item without opening the editor.")
    }

    var image: Image? {
        Image(systemName: "bolt.fill")
    }
}

@main
struct GroceryApp: App {
    init() {
        try? Tips.configure([
            .displayFrequency(.daily),
            .datastoreLocation(.applicationDefault)
        ])
    }

    var body: some Scene {
        WindowGroup {
            GroceryListView()
        }
    }
}

struct GroceryListView: View {
    private let quickAddTip = QuickAddTip()

    var body: some View {
        List {
            TipView(quickAddTip, arrowEdge: .bottom)
            Text("Milk")
            Text("Eggs")
        }
    }
}
