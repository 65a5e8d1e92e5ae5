// ios: 17
// expect: pass
// topic: Replacing traitCollectionDidChange with registerForTraitChanges to refresh CGColors (iOS 17)
// apis: UITraitChangeObservable.registerForTraitChanges(_:handler:), UITraitUserInterfaceStyle, UITraitAccessibilityContrast, UIColor.resolvedColor(with:)
// source: https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)
import UIKit

final class BadgeView: UIView {
    private let shapeLayer = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(shapeLayer)
        layer.borderWidth = 1
        updateColors()

        registerForTraitChanges([UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self]) { (view: BadgeView, previousTraitCollection: UITraitCollection) in
            view.updateColors()
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        shapeLayer.path = UIBezierPath(ovalIn: bounds).cgPath
    }

    private func updateColors() {
        shapeLayer.fillColor = UIColor.systemRed.resolvedColor(with: traitCollection).cgColor
        layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
    }
}
