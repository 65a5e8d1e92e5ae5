// ios: 16
// expect: error 31: is only available in iOS 17.0 or newer
// source: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/togglebutton.md https://developer.apple.com/tutorials/data/documentation/uikit/uiaccessibilitytraits.md
// area: accessibility
// note: UIAccessibilityTraits.toggleButton adopted in a UIKit control that still supports iOS 16
import UIKit

final class MuteButton: UIButton {
    var isMuted = false {
        didSet { updateAccessibility() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setImage(UIImage(systemName: "speaker.wave.2"), for: .normal)
        addTarget(self, action: #selector(tapped), for: .touchUpInside)
        updateAccessibility()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func tapped() {
        isMuted.toggle()
    }

    private func updateAccessibility() {
        accessibilityLabel = "Mute"
        accessibilityValue = isMuted ? "On" : "Off"
        accessibilityTraits = [.button, .toggleButton]
    }
}
