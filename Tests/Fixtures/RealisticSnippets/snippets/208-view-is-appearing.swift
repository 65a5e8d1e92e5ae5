// ios: 15
// expect: pass
// topic: viewIsAppearing(_:) (back-deployed to iOS 13)
// apis: UIViewController.viewIsAppearing(_:), traitCollection.horizontalSizeClass
final class AdaptiveViewController: UIViewController {
    private let label = UILabel()

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        label.text = traitCollection.horizontalSizeClass == .compact ? "Compacto" : "Regular"
    }
}
