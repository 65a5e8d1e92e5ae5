// ios: 15
// expect: pass
// topic: Forcing landscape with requestGeometryUpdate on iOS 16 and attemptRotationToDeviceOrientation on iOS 15
// apis: UIWindowScene.requestGeometryUpdate(_:errorHandler:), UIViewController.setNeedsUpdateOfSupportedInterfaceOrientations(), UIViewController.attemptRotationToDeviceOrientation(), UIViewController.supportedInterfaceOrientations
// source: https://developer.apple.com/documentation/uikit/uiwindowscene/requestgeometryupdate(_:errorhandler:), https://developer.apple.com/documentation/uikit/uiviewcontroller/attemptrotationtodeviceorientation()
import UIKit

final class LandscapeGameViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        .landscape
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if #available(iOS 16.0, *) {
            setNeedsUpdateOfSupportedInterfaceOrientations()
            view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape))
        } else {
            UIViewController.attemptRotationToDeviceOrientation()
        }
    }
}
