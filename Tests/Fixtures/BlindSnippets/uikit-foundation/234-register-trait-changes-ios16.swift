// ios: 16
// expect: error 17: is only available in iOS 17.0 or newer
// topic: Calling the iOS 17 selector-based registerForTraitChanges from an iOS 16 app
// apis: UITraitChangeObservable.registerForTraitChanges(_:action:), UITraitHorizontalSizeClass, UITraitCollection.horizontalSizeClass
// source: https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:action:)
import UIKit

final class SplitDashboardViewController: UIViewController {
    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        stack.distribution = .fillEqually
        stack.frame = view.bounds
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(stack)
        registerForTraitChanges([UITraitHorizontalSizeClass.self], action: #selector(sizeClassDidChange))
        sizeClassDidChange()
    }

    @objc private func sizeClassDidChange() {
        stack.axis = traitCollection.horizontalSizeClass == .compact ? .vertical : .horizontal
    }
}
