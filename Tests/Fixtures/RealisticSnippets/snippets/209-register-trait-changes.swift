// ios: 17
// expect: pass
// topic: registerForTraitChanges replacing traitCollectionDidChange (iOS 17)
// apis: UITraitChangeObservable.registerForTraitChanges(_:handler:), UITraitUserInterfaceStyle, UITraitHorizontalSizeClass
final class ThemedViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        registerForTraitChanges([UITraitUserInterfaceStyle.self, UITraitHorizontalSizeClass.self]) { (self: Self, previous: UITraitCollection) in
            self.view.backgroundColor = self.traitCollection.userInterfaceStyle == .dark ? .black : .white
        }
    }
}
