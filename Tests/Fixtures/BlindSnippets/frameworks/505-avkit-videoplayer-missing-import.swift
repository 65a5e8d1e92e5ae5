// ios: 14
// expect: error 14: cannot find 'VideoPlayer' in scope
// also: error 15: cannot infer contextual base in reference to member 'fit'
// topic: Mistake: using VideoPlayer with only AVFoundation imported (VideoPlayer needs import AVKit)
// apis: VideoPlayer(player:), AVPlayer(url:)
// source: https://developer.apple.com/documentation/avkit/videoplayer
import SwiftUI
import AVFoundation

struct OnboardingVideoView: View {
    private let player = AVPlayer(url: Bundle.main.url(forResource: "welcome", withExtension: "mp4")!)

    var body: some View {
        VideoPlayer(player: player)
            .aspectRatio(16 / 9, contentMode: .fit)
            .onAppear { player.play() }
    }
}
