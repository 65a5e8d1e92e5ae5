// ios: 14
// expect: error 19: is only available in iOS 15.0 or newer
// topic: Setting up Picture in Picture with the iOS 15 ContentSource initializer in a video screen that deploys to iOS 14
// apis: AVPictureInPictureController(contentSource:), AVPictureInPictureController.ContentSource(playerLayer:), isPictureInPictureSupported(), AVPictureInPictureControllerDelegate
// source: https://developer.apple.com/documentation/avkit/avpictureinpicturecontroller/init(contentsource:), https://developer.apple.com/documentation/avkit/avpictureinpicturecontroller/contentsource-swift.class
import UIKit
import AVFoundation
import AVKit

final class VideoViewController: UIViewController, AVPictureInPictureControllerDelegate {
    private let playerLayer = AVPlayerLayer()
    private var pipController: AVPictureInPictureController?

    override func viewDidLoad() {
        super.viewDidLoad()
        playerLayer.frame = view.bounds
        view.layer.addSublayer(playerLayer)
        guard AVPictureInPictureController.isPictureInPictureSupported() else { return }
        pipController = AVPictureInPictureController(contentSource: .init(playerLayer: playerLayer))
        pipController?.delegate = self
    }

    func play(_ url: URL) {
        playerLayer.player = AVPlayer(url: url)
        playerLayer.player?.play()
    }

    func pictureInPictureControllerDidStartPictureInPicture(_ pictureInPictureController: AVPictureInPictureController) {
        print("PiP started")
    }
}
