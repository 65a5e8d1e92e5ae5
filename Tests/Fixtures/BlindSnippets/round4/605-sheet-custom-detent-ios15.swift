// ios: 15
// expect: error 19: is only available in iOS 16.0 or newer
// topic: Using a custom-height sheet detent (added in iOS 16) in an app whose deployment target is iOS 15
// apis: UISheetPresentationController.Detent.custom(identifier:resolver:), sheetPresentationController, detents
// source: https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/custom(identifier:resolver:)
import UIKit

final class NowPlayingViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
    }
}

final class LibraryViewController: UIViewController {
    func presentMiniPlayer() {
        let player = NowPlayingViewController()
        guard let sheet = player.sheetPresentationController else { return }
        let compact = UISheetPresentationController.Detent.custom { _ in 120 }
        sheet.detents = [compact, .medium(), .large()]
        sheet.prefersGrabberVisible = true
        sheet.largestUndimmedDetentIdentifier = .medium
        present(player, animated: true)
    }
}
