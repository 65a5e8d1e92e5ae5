// ios: 15
// expect: pass
// topic: AVPlayerViewController in a UIViewControllerRepresentable with Picture in Picture and a delegate coordinator
// apis: AVPlayerViewController, AVPlayerViewControllerDelegate, allowsPictureInPicturePlayback, canStartPictureInPictureAutomaticallyFromInline, AVAudioSession.setCategory(_:mode:options:), dismantleUIViewController(_:coordinator:)
// source: https://developer.apple.com/documentation/avkit/avplayerviewcontroller, https://developer.apple.com/documentation/avkit/adopting-picture-in-picture-in-a-standard-player
import SwiftUI
import AVKit
import AVFoundation

struct FullFeaturedPlayer: UIViewControllerRepresentable {
    let url: URL

    func makeUIViewController(context: Context) -> AVPlayerViewController {
        try? AVAudioSession.sharedInstance().setCategory(.playback, mode: .moviePlayback)
        let controller = AVPlayerViewController()
        controller.player = AVPlayer(url: url)
        controller.allowsPictureInPicturePlayback = true
        controller.canStartPictureInPictureAutomaticallyFromInline = true
        controller.exitsFullScreenWhenPlaybackEnds = true
        controller.delegate = context.coordinator
        return controller
    }

    func updateUIViewController(_ controller: AVPlayerViewController, context: Context) {}

    static func dismantleUIViewController(_ controller: AVPlayerViewController, coordinator: Coordinator) {
        controller.player?.pause()
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    final class Coordinator: NSObject, AVPlayerViewControllerDelegate {
        func playerViewControllerDidStartPictureInPicture(_ playerViewController: AVPlayerViewController) {
            print("Picture in Picture started")
        }

        func playerViewController(
            _ playerViewController: AVPlayerViewController,
            restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler: @escaping (Bool) -> Void
        ) {
            completionHandler(true)
        }
    }
}
