// ios: 17
// expect: pass
// topic: traitCollectionDidChange deprecated at iOS 17 (warning only)
// apis: UITraitEnvironment.traitCollectionDidChange(_:), hasDifferentColorAppearance(comparedTo:)
final class LegacyThemedView: UIView {
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            layer.borderColor = UIColor.separator.cgColor
        }
    }
}
