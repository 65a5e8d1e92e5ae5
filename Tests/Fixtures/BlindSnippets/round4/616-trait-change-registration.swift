// ios: 17
// expect: pass
// topic: Replacing traitCollectionDidChange(_:) with targeted trait-change registrations and trait overrides
// apis: registerForTraitChanges(_:handler:), registerForTraitChanges(_:action:), UITraitHorizontalSizeClass, UITraitPreferredContentSizeCategory, UITraitUserInterfaceStyle, traitOverrides
// source: https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:), https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:action:)
import UIKit

final class ProfileHeaderViewController: UIViewController {
    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        stack.spacing = 12
        stack.frame = view.bounds
        view.addSubview(stack)
        updateAxis(for: traitCollection)

        registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitPreferredContentSizeCategory.self]) { (controller: ProfileHeaderViewController, previous: UITraitCollection) in
            controller.updateAxis(for: controller.traitCollection)
        }
        registerForTraitChanges([UITraitUserInterfaceStyle.self], action: #selector(appearanceChanged))
        traitOverrides.userInterfaceLevel = .elevated
    }

    private func updateAxis(for traits: UITraitCollection) {
        let stacked = traits.horizontalSizeClass == .compact || traits.preferredContentSizeCategory.isAccessibilityCategory
        stack.axis = stacked ? .vertical : .horizontal
    }

    @objc private func appearanceChanged() {
        view.backgroundColor = traitCollection.userInterfaceStyle == .dark ? .black : .white
    }
}
