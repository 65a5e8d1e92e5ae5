// ios: 17
// expect: error 16: is only available in iOS 18.0 or newer
// topic: Applying the sidebarAdaptable style to a classic tabItem TabView on iOS 17
// apis: TabView, tabItem, tabViewStyle(.sidebarAdaptable)
// source: https://developer.apple.com/documentation/swiftui/tabviewstyle/sidebaradaptable
import SwiftUI

struct ReaderApp: View {
    var body: some View {
        TabView {
            Text("Today")
                .tabItem { Label("Today", systemImage: "sun.max") }
            Text("Archive")
                .tabItem { Label("Archive", systemImage: "archivebox") }
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}
