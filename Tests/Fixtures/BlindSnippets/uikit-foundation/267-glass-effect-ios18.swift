// ios: 18
// expect: error 11: is only available in iOS 26.0 or newer
// topic: Creating a clear UIGlassEffect (iOS 26) for map controls in an app that targets iOS 18
// apis: UIGlassEffect.init(style:), UIGlassEffect.Style.clear, UIVisualEffectView.init(effect:)
// source: https://developer.apple.com/documentation/uikit/uiglasseffect
import UIKit

final class MapOverlayViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let glass = UIGlassEffect(style: .clear)
        let controlsBackground = UIVisualEffectView(effect: glass)
        controlsBackground.frame = CGRect(x: 16, y: 60, width: 56, height: 120)
        controlsBackground.layer.cornerRadius = 28
        controlsBackground.clipsToBounds = true
        view.addSubview(controlsBackground)
    }
}
