// ios: 14
// expect: error 19: is only available in iOS 14.2 or newer
// topic: Mistake: enabling automatic inline Picture in Picture (iOS 14.2) in an iOS 14.0 target
// apis: AVPlayerViewController, canStartPictureInPictureAutomaticallyFromInline, allowsPictureInPicturePlayback
// source: https://developer.apple.com/documentation/avkit/avplayerviewcontroller/canstartpictureinpictureautomaticallyfrominline
import UIKit
import AVKit
import AVFoundation

final class LessonPlayerViewController: UIViewController {
    private let playerController = AVPlayerViewController()
    var lessonURL: URL?

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let lessonURL = lessonURL else { return }
        playerController.player = AVPlayer(url: lessonURL)
        playerController.allowsPictureInPicturePlayback = true
        playerController.canStartPictureInPictureAutomaticallyFromInline = true
        addChild(playerController)
        playerController.view.frame = view.bounds
        view.addSubview(playerController.view)
        playerController.didMove(toParent: self)
    }
}
