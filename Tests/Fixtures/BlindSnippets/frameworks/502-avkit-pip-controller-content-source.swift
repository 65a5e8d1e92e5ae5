// ios: 15
// expect: pass
// topic: Picture in Picture for a custom AVPlayerLayer player using the iOS 15 ContentSource API
// apis: AVPictureInPictureController(contentSource:), AVPictureInPictureController.ContentSource(playerLayer:), isPictureInPictureSupported(), AVPictureInPictureControllerDelegate, AVPlayerLayer
// source: https://developer.apple.com/documentation/avkit/avpictureinpicturecontroller, https://developer.apple.com/documentation/avkit/adopting-picture-in-picture-in-a-custom-player
import UIKit
import AVKit
import AVFoundation

final class PlayerView: UIView {
    override class var layerClass: AnyClass { AVPlayerLayer.self }
    var playerLayer: AVPlayerLayer { layer as! AVPlayerLayer }
}

final class CustomPlayerViewController: UIViewController, AVPictureInPictureControllerDelegate {
    private let playerView = PlayerView()
    private let player = AVPlayer(url: URL(string: "https://example.com/lecture.m3u8")!)
    private var pipController: AVPictureInPictureController?

    override func loadView() {
        view = playerView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        playerView.playerLayer.player = player
        guard AVPictureInPictureController.isPictureInPictureSupported() else { return }
        let source = AVPictureInPictureController.ContentSource(playerLayer: playerView.playerLayer)
        let controller = AVPictureInPictureController(contentSource: source)
        controller.delegate = self
        controller.canStartPictureInPictureAutomaticallyFromInline = true
        pipController = controller
    }

    @objc func togglePictureInPicture() {
        guard let pipController = pipController else { return }
        if pipController.isPictureInPictureActive {
            pipController.stopPictureInPicture()
        } else {
            pipController.startPictureInPicture()
        }
    }

    func pictureInPictureControllerDidStartPictureInPicture(_ controller: AVPictureInPictureController) {
        player.play()
    }
}
