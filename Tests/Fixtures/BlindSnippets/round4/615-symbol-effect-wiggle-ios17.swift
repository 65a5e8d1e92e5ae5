// ios: 17
// expect: error 24: is only available in iOS 18.0 or newer
// topic: Using the iOS 18 wiggle symbol effect in a view whose app deploys to iOS 17
// apis: UIImageView.addSymbolEffect(_:options:animated:completion:), SymbolEffect.wiggle, removeAllSymbolEffects(options:animated:)
// source: https://developer.apple.com/documentation/symbols/symboleffect/wiggle, https://developer.apple.com/documentation/uikit/uiimageview/addsymboleffect(_:options:animated:completion:)-896qd
import UIKit

final class NotificationBellButton: UIControl {
    private let bellView = UIImageView(image: UIImage(systemName: "bell.fill"))

    override init(frame: CGRect) {
        super.init(frame: frame)
        bellView.tintColor = .systemOrange
        bellView.frame = bounds
        bellView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(bellView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func newNotificationArrived() {
        bellView.addSymbolEffect(.wiggle)
    }

    func notificationsCleared() {
        bellView.removeAllSymbolEffects()
    }
}
