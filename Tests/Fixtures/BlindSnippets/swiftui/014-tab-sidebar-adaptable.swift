// ios: 18
// expect: pass
// topic: Sidebar-adaptable tab view with a TabSection of playlists and user customization
// apis: tabViewStyle(.sidebarAdaptable), TabSection, Tab(value:content:label:), customizationID, TabViewCustomization, tabViewCustomization
// source: https://developer.apple.com/documentation/swiftui/tabsection, https://developer.apple.com/documentation/swiftui/tabviewcustomization
import SwiftUI

enum LibraryTab: Hashable {
    case listenNow
    case browse
    case playlist(String)
}

struct MusicRoot: View {
    @State private var selection: LibraryTab = .listenNow
    @State private var customization = TabViewCustomization()
    let playlists = ["Focus", "Workout", "Road Trip"]

    var body: some View {
        TabView(selection: $selection) {
            Tab("Listen Now", systemImage: "play.circle", value: LibraryTab.listenNow) {
                Text("Listen Now")
            }
            .customizationID("music.listenNow")
            Tab("Browse", systemImage: "square.grid.2x2", value: LibraryTab.browse) {
                Text("Browse")
            }
            .customizationID("music.browse")
            TabSection("Playlists") {
                ForEach(playlists, id: \.self) { name in
                    Tab(value: LibraryTab.playlist(name)) {
                        Text(name)
                    } label: {
                        Label(name, systemImage: "music.note.list")
                    }
                    .customizationID("music.playlist.\(name)")
                }
            }
            .customizationID("music.playlists")
        }
        .tabViewStyle(.sidebarAdaptable)
        .tabViewCustomization($customization)
    }
}
