// ios: 16
// expect: pass
// topic: Rotating into landscape for full-screen video with UIWindowScene.requestGeometryUpdate (iOS 16)
// apis: UIWindowScene.requestGeometryUpdate(_:errorHandler:), UIWindowScene.GeometryPreferences.iOS(interfaceOrientations:), UIViewController.setNeedsUpdateOfSupportedInterfaceOrientations(), UIApplication.connectedScenes, UIWindowScene.keyWindow
// source: https://developer.apple.com/documentation/uikit/uiwindowscene/requestgeometryupdate(_:errorhandler:)
import UIKit

final class VideoPlayerViewController: UIViewController {
    private var isFullscreen = false

    static var foregroundScene: UIWindowScene? {
        UIApplication.shared.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .first { $0.activationState == .foregroundActive }
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        isFullscreen ? .landscape : .allButUpsideDown
    }

    func toggleFullscreen() {
        isFullscreen.toggle()
        setNeedsUpdateOfSupportedInterfaceOrientations()
        guard let windowScene = view.window?.windowScene ?? Self.foregroundScene else { return }
        let preferences = UIWindowScene.GeometryPreferences.iOS(interfaceOrientations: isFullscreen ? .landscapeRight : .portrait)
        windowScene.requestGeometryUpdate(preferences) { error in
            print("Rotation was refused: \(error.localizedDescription)")
        }
        windowScene.keyWindow?.endEditing(true)
    }
}
