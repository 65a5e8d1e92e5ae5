// ios: 17
// expect: pass
// topic: Using the iOS 18 wiggle/breathe/rotate symbol effects with iOS 17 variable-color/pulse fallbacks
// apis: UIImageView.addSymbolEffect(_:options:animated:completion:), WiggleSymbolEffect, BreatheSymbolEffect, RotateSymbolEffect, VariableColorSymbolEffect, PulseSymbolEffect, SymbolEffectOptions.nonRepeating, UIImageView.removeAllSymbolEffects(options:animated:)
// source: https://developer.apple.com/documentation/symbols/wigglesymboleffect, https://developer.apple.com/documentation/symbols/breathesymboleffect
import UIKit
import Symbols

final class AlarmViewController: UIViewController {
    private let bellView = UIImageView(image: UIImage(systemName: "alarm.fill"))
    private let syncView = UIImageView(image: UIImage(systemName: "arrow.triangle.2.circlepath"))

    override func viewDidLoad() {
        super.viewDidLoad()
        bellView.frame = CGRect(x: 40, y: 120, width: 60, height: 60)
        syncView.frame = CGRect(x: 140, y: 120, width: 60, height: 60)
        view.addSubview(bellView)
        view.addSubview(syncView)
    }

    func ring() {
        if #available(iOS 18.0, *) {
            bellView.addSymbolEffect(.wiggle)
        } else {
            bellView.addSymbolEffect(.variableColor.iterative, options: .nonRepeating)
        }
    }

    func snooze() {
        if #available(iOS 18.0, *) {
            bellView.addSymbolEffect(.breathe)
        } else {
            bellView.addSymbolEffect(.pulse)
        }
    }

    func startSync() {
        if #available(iOS 18.0, *) {
            syncView.addSymbolEffect(.rotate)
        }
    }

    func stopAll() {
        bellView.removeAllSymbolEffects()
        syncView.removeAllSymbolEffects()
    }
}
