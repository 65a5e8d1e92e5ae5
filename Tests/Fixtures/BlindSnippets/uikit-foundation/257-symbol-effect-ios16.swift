// ios: 16
// expect: error 23: is only available in iOS 17.0 or newer
// topic: Bouncing a bell symbol with addSymbolEffect (iOS 17) in an app that still deploys to iOS 16
// apis: UIImageView.addSymbolEffect(_:options:animated:completion:), BounceSymbolEffect, UIImage.SymbolConfiguration
// source: https://developer.apple.com/documentation/uikit/uiimageview/addsymboleffect(_:options:animated:completion:)-8wkna
import UIKit
import Symbols

final class NotificationBellView: UIView {
    private let imageView = UIImageView(image: UIImage(systemName: "bell.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 22, weight: .semibold)))

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.tintColor = .label
        addSubview(imageView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func notificationArrived() {
        imageView.addSymbolEffect(.bounce)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = bounds
    }
}
