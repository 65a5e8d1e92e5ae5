// ios: 17
// expect: pass
// topic: Liquid Glass backgrounds on iOS 26 with a system material blur fallback for iOS 17 and 18
// apis: UIGlassEffect, UIGlassEffect.isInteractive, UIBlurEffect.init(style:), UIVisualEffectView.effect, UIView.animate(withDuration:animations:)
// source: https://developer.apple.com/documentation/uikit/uiglasseffect, https://developer.apple.com/documentation/uikit/uiblureffect
import UIKit

@MainActor
enum FloatingBackground {
    static func make() -> UIVisualEffectView {
        let view = UIVisualEffectView(effect: nil)
        view.layer.cornerRadius = 22
        view.layer.cornerCurve = .continuous
        view.clipsToBounds = true
        return view
    }

    static func materialize(_ view: UIVisualEffectView) {
        let effect: UIVisualEffect
        if #available(iOS 26.0, *) {
            let glass = UIGlassEffect()
            glass.isInteractive = true
            effect = glass
        } else {
            effect = UIBlurEffect(style: .systemThinMaterial)
        }
        UIView.animate(withDuration: 0.3) {
            view.effect = effect
        }
    }
}

final class QuickActionsViewController: UIViewController {
    private let background = FloatingBackground.make()

    override func viewDidLoad() {
        super.viewDidLoad()
        background.frame = CGRect(x: 20, y: 80, width: 280, height: 64)
        view.addSubview(background)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        FloatingBackground.materialize(background)
    }
}
