// ios: 17
// expect: pass
// topic: Adopting the Tab type on iOS 18 while keeping tabItem/tag for iOS 17
// apis: TabView(selection:), Tab(_:systemImage:value:content:), tabItem, tag, if #available
// source: https://developer.apple.com/documentation/swiftui/tab, https://developer.apple.com/documentation/swiftui/view/tabitem(_:)
import SwiftUI

struct FeedView: View {
    var body: some View { List(1...20, id: \.self) { Text("Post \($0)") } }
}

struct SavedView: View {
    var body: some View { Text("Nothing saved yet") }
}

struct AdaptiveTabs: View {
    @State private var selection = 0

    var body: some View {
        if #available(iOS 18.0, *) {
            TabView(selection: $selection) {
                Tab("Feed", systemImage: "newspaper", value: 0) { FeedView() }
                Tab("Saved", systemImage: "bookmark", value: 1) { SavedView() }
            }
        } else {
            TabView(selection: $selection) {
                FeedView()
                    .tabItem { Label("Feed", systemImage: "newspaper") }
                    .tag(0)
                SavedView()
                    .tabItem { Label("Saved", systemImage: "bookmark") }
                    .tag(1)
            }
        }
    }
}
