// ios: 16
// expect: error 8: is only available in iOS 17.0 or newer
// topic: registerForTraitChanges at iOS 16
// apis: UITraitChangeObservable.registerForTraitChanges(_:handler:)
final class TraitAwareController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, _: UITraitCollection) in
            self.view.setNeedsLayout()
        }
    }
}
