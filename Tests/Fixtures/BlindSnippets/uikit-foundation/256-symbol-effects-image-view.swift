// ios: 17
// expect: pass
// topic: Animated SF Symbols in UIKit: variable color, scale, pulse and replace transitions on UIImageView (iOS 17)
// apis: UIImageView.addSymbolEffect(_:options:animated:completion:), UIImageView.removeAllSymbolEffects(options:animated:), UIImageView.setSymbolImage(_:contentTransition:options:completion:), SymbolEffectOptions.speed(_:), SymbolEffectOptions.repeating
// source: https://developer.apple.com/documentation/uikit/uiimageview/addsymboleffect(_:options:animated:completion:)-8wkna, https://developer.apple.com/documentation/symbols
import UIKit
import Symbols

final class DownloadStatusViewController: UIViewController {
    private let statusImageView = UIImageView(image: UIImage(systemName: "icloud.and.arrow.down"))
    private let networkImageView = UIImageView(image: UIImage(systemName: "wifi"))

    override func viewDidLoad() {
        super.viewDidLoad()
        let stack = UIStackView(arrangedSubviews: [networkImageView, statusImageView])
        stack.spacing = 24
        stack.frame = CGRect(x: 20, y: 120, width: 160, height: 48)
        view.addSubview(stack)
    }

    func downloadStarted() {
        networkImageView.addSymbolEffect(.variableColor.iterative.reversing)
    }

    func downloadFinished() {
        networkImageView.removeAllSymbolEffects()
        if let done = UIImage(systemName: "checkmark.icloud") {
            statusImageView.setSymbolImage(done, contentTransition: .replace)
        }
        statusImageView.addSymbolEffect(.scale.up, options: .speed(1.5))
    }

    func dismissStatus() {
        statusImageView.removeAllSymbolEffects()
    }

    func downloadFailed() {
        if let failed = UIImage(systemName: "exclamationmark.icloud") {
            statusImageView.setSymbolImage(failed, contentTransition: .replace)
        }
        statusImageView.addSymbolEffect(.pulse, options: .repeating)
    }
}
