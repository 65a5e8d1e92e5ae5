// ios: 15
// expect: error 28: missing argument for parameter 'track' in call
// topic: fullScreenCover(item:) whose destination view is created without its required property
// apis: fullScreenCover(item:onDismiss:content:), Environment(\.dismiss), List
// source: https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:)
import SwiftUI

struct Track: Identifiable {
    let id = UUID()
    let title: String
    let artist: String
}

struct PlaylistView: View {
    let tracks: [Track]
    @State private var playing: Track?

    var body: some View {
        List(tracks) { track in
            Button { playing = track } label: {
                VStack(alignment: .leading) {
                    Text(track.title)
                    Text(track.artist).font(.caption).foregroundColor(.secondary)
                }
            }
        }
        .fullScreenCover(item: $playing) { track in
            PlayerView()
        }
    }
}

struct PlayerView: View {
    let track: Track
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 24) {
            Text(track.title).font(.largeTitle)
            Button("Close") { dismiss() }
        }
    }
}
