// ios: 15.0
// expect: pass
import UIKit

let accent = UIColor { traits in
    traits.userInterfaceStyle == .dark
        ? UIColor(red: 0.4, green: 0.6, blue: 1, alpha: 1)
        : UIColor(red: 0, green: 0.3, blue: 0.8, alpha: 1)
}
let resolved = accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
let palette: [UIColor] = [
    .systemBackground, .secondarySystemBackground, .label, .secondaryLabel, .systemBlue, .clear, .white, .black,
    resolved.withAlphaComponent(0.5),
]
let cg: CGColor = UIColor.systemRed.cgColor
print(palette.count, cg)
