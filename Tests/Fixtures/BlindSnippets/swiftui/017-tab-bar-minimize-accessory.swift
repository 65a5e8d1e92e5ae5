// ios: 26
// expect: pass
// topic: iOS 26 tab bar that minimizes on scroll with a mini player bottom accessory
// apis: tabBarMinimizeBehavior(.onScrollDown), tabViewBottomAccessory(content:), tabViewBottomAccessoryPlacement, Tab(_:systemImage:role:content:)
// source: https://developer.apple.com/documentation/swiftui/view/tabbarminimizebehavior(_:), https://developer.apple.com/documentation/swiftui/view/tabviewbottomaccessory(content:)
import SwiftUI

struct PodcastTabs: View {
    @State private var nowPlaying = "Episode 12: Liquid Glass"

    var body: some View {
        TabView {
            Tab("Library", systemImage: "square.stack") {
                ScrollView {
                    LazyVStack(alignment: .leading) {
                        ForEach(1...50, id: \.self) { number in
                            Text("Episode \(number)").padding()
                        }
                    }
                }
            }
            Tab("Search", systemImage: "magnifyingglass", role: .search) {
                Text("Search")
            }
        }
        .tabBarMinimizeBehavior(.onScrollDown)
        .tabViewBottomAccessory {
            MiniPlayer(title: nowPlaying)
        }
    }
}

struct MiniPlayer: View {
    let title: String
    @Environment(\.tabViewBottomAccessoryPlacement) private var placement

    var body: some View {
        HStack {
            Image(systemName: "waveform")
            switch placement {
            case .inline:
                EmptyView()
            default:
                Text(title).lineLimit(1)
            }
            Spacer()
            Button("Play", systemImage: "play.fill") {}
                .labelStyle(.iconOnly)
        }
        .padding(.horizontal)
    }
}
