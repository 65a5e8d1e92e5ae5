// ios: 18
// expect: pass
// topic: A dedicated search tab with Tab(value:role: .search) and a searchable TabView
// apis: Tab(value:role:content:), TabRole.search, TabView(selection:), searchable(text:)
// source: https://developer.apple.com/documentation/swiftui/tab/init(value:role:content:), https://developer.apple.com/documentation/swiftui/tabrole/search
import SwiftUI

enum StoreTab: Hashable {
    case featured, orders, search
}

struct StoreTabs: View {
    @State private var tab: StoreTab = .featured
    @State private var query = ""

    var body: some View {
        TabView(selection: $tab) {
            Tab("Featured", systemImage: "star", value: StoreTab.featured) {
                Text("Featured")
            }
            Tab("Orders", systemImage: "shippingbox", value: StoreTab.orders) {
                Text("Orders")
            }
            Tab(value: StoreTab.search, role: .search) {
                NavigationStack {
                    List(results, id: \.self) { Text($0) }
                        .navigationTitle("Search")
                }
            }
        }
        .searchable(text: $query)
    }

    private var results: [String] {
        let all = ["Lamp", "Chair", "Desk", "Rug"]
        return query.isEmpty ? all : all.filter { $0.localizedCaseInsensitiveContains(query) }
    }
}
