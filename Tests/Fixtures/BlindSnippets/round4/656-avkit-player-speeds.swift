// ios: 16
// expect: pass
// topic: Presenting lessons in AVPlayerViewController with custom playback speeds and automatic Picture in Picture
// apis: AVPlayerViewController, speeds, AVPlaybackSpeed.systemDefaultSpeeds, AVPlaybackSpeed(rate:localizedName:), allowsPictureInPicturePlayback, canStartPictureInPictureAutomaticallyFromInline, entersFullScreenWhenPlaybackBegins, AVPlayerViewControllerDelegate
// source: https://developer.apple.com/documentation/avkit/avplayerviewcontroller/speeds, https://developer.apple.com/documentation/avkit/avplaybackspeed, https://developer.apple.com/documentation/avkit/avplayerviewcontroller/canstartpictureinpictureautomaticallyfrominline
import UIKit
import AVFoundation
import AVKit

final class LessonViewController: UIViewController, AVPlayerViewControllerDelegate {
    func playLesson(at url: URL) {
        let player = AVPlayer(url: url)
        let playerController = AVPlayerViewController()
        playerController.player = player
        playerController.delegate = self
        playerController.allowsPictureInPicturePlayback = true
        playerController.canStartPictureInPictureAutomaticallyFromInline = true
        playerController.entersFullScreenWhenPlaybackBegins = true
        playerController.speeds = AVPlaybackSpeed.systemDefaultSpeeds + [
            AVPlaybackSpeed(rate: 3.0, localizedName: "Triple Speed")
        ]
        present(playerController, animated: true) {
            player.play()
        }
    }

    func playerViewControllerWillStartPictureInPicture(_ playerViewController: AVPlayerViewController) {
        print("Lesson continues in Picture in Picture")
    }
}
