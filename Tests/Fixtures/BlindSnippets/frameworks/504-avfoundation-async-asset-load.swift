// ios: 16
// expect: pass
// topic: Migrating from the deprecated synchronous AVAsset.duration to async load(_:) before showing a VideoPlayer
// apis: AVURLAsset(url:), AVAsset.load(_:_:), AVAsyncProperty.duration, AVAsyncProperty.isPlayable, VideoPlayer(player:), CMTime.seconds
// source: https://developer.apple.com/documentation/avfoundation/loading-media-data-asynchronously
import SwiftUI
import AVKit
import AVFoundation

struct ClipInfoView: View {
    let url: URL
    @State private var durationText = "--:--"
    @State private var isPlayable = false
    @State private var player: AVPlayer?

    var body: some View {
        VStack {
            if let player {
                VideoPlayer(player: player)
                    .frame(height: 200)
            }
            Text("Duration: \(durationText)")
            Button("Play") { player = AVPlayer(url: url) }
                .disabled(!isPlayable)
        }
        .task {
            let asset = AVURLAsset(url: url)
            do {
                let (duration, playable) = try await asset.load(.duration, .isPlayable)
                let seconds = Int(duration.seconds)
                durationText = String(format: "%d:%02d", seconds / 60, seconds % 60)
                isPlayable = playable
            } catch {
                durationText = "unavailable"
            }
        }
    }
}
