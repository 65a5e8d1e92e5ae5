// ios: 18
// expect: pass
// topic: iOS 18 Tab API with TabView(selection:) and Tab(_:systemImage:value:) plus a badge
// apis: TabView(selection:content:), Tab(_:systemImage:value:content:), TabContent.badge
// source: https://developer.apple.com/documentation/swiftui/tab, https://developer.apple.com/documentation/swiftui/tabview
import SwiftUI

enum AppTab: Hashable {
    case home, library, profile
}

struct MainTabs: View {
    @State private var selection: AppTab = .home
    @State private var unread = 3

    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: AppTab.home) {
                HomeScreen(openLibrary: { selection = .library })
            }
            Tab("Library", systemImage: "books.vertical", value: AppTab.library) {
                Text("Library")
            }
            .badge(unread)
            Tab("Profile", systemImage: "person.crop.circle", value: AppTab.profile) {
                Text("Profile")
            }
        }
    }
}

struct HomeScreen: View {
    let openLibrary: () -> Void

    var body: some View {
        Button("Go to library", action: openLibrary)
    }
}
