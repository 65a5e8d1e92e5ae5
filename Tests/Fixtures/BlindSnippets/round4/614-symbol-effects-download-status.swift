// ios: 17
// expect: pass
// topic: Replacing hand-rolled UIView animations on an SF Symbol with symbol effects and a replace content transition
// apis: UIImageView.addSymbolEffect(_:options:animated:completion:), removeAllSymbolEffects(options:animated:), setSymbolImage(_:contentTransition:options:completion:), SymbolEffect.pulse, SymbolEffect.variableColor, SymbolEffectOptions.repeating, SymbolEffectOptions.nonRepeating
// source: https://developer.apple.com/documentation/uikit/uiimageview/addsymboleffect(_:options:animated:completion:)-896qd, https://developer.apple.com/documentation/symbols/symboleffect
import UIKit

final class DownloadStatusView: UIView {
    private let iconView = UIImageView(image: UIImage(systemName: "icloud.and.arrow.down"))

    override init(frame: CGRect) {
        super.init(frame: frame)
        iconView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 28, weight: .semibold)
        iconView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(iconView)
        NSLayoutConstraint.activate([
            iconView.centerXAnchor.constraint(equalTo: centerXAnchor),
            iconView.centerYAnchor.constraint(equalTo: centerYAnchor)
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func downloadStarted() {
        iconView.addSymbolEffect(.pulse, options: .repeating)
    }

    func downloadFinished() {
        iconView.removeAllSymbolEffects()
        if let done = UIImage(systemName: "checkmark.icloud") {
            iconView.setSymbolImage(done, contentTransition: .replace)
        }
        iconView.addSymbolEffect(.variableColor.iterative, options: .nonRepeating)
    }
}
