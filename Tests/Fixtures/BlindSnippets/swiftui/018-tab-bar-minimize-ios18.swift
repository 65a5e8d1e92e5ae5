// ios: 18
// expect: error 22: is only available in iOS 26.0 or newer
// topic: tabBarMinimizeBehavior used in an iOS 18 app without an availability check
// apis: TabView, Tab(_:systemImage:content:), tabBarMinimizeBehavior
// source: https://developer.apple.com/documentation/swiftui/view/tabbarminimizebehavior(_:)
import SwiftUI

struct EntriesList: View {
    var body: some View {
        List(1...40, id: \.self) { day in
            Text("Journal entry \(day)")
        }
    }
}

struct JournalTabs: View {
    var body: some View {
        TabView {
            Tab("Entries", systemImage: "book") { EntriesList() }
            Tab("Insights", systemImage: "chart.bar") { Text("Insights") }
        }
        .tabBarMinimizeBehavior(.onScrollDown)
    }
}
