// ios: 14
// expect: pass
// topic: SwiftUI VideoPlayer (iOS 14) with a custom overlay replacing an AVPlayerViewController screen
// apis: VideoPlayer(player:videoOverlay:), AVPlayer(url:), AVPlayer.play(), AVPlayer.pause()
// source: https://developer.apple.com/documentation/avkit/videoplayer
import SwiftUI
import AVKit
import AVFoundation

struct TrailerView: View {
    @State private var player = AVPlayer(url: URL(string: "https://example.com/trailer.m3u8")!)

    var body: some View {
        VideoPlayer(player: player) {
            VStack {
                HStack {
                    Text("Official Trailer")
                        .font(.caption)
                        .padding(6)
                        .background(Color.black.opacity(0.5).cornerRadius(4))
                        .foregroundColor(.white)
                    Spacer()
                }
                Spacer()
            }
            .padding()
        }
        .frame(height: 220)
        .onAppear { player.play() }
        .onDisappear { player.pause() }
    }
}
