// ios: 15.0
// expect: pass
import UIKit

let window = UIWindow(frame: .zero)
window.overrideUserInterfaceStyle = .dark
let style: UIUserInterfaceStyle = window.traitCollection.userInterfaceStyle
switch style {
case .dark: print("dark")
case .light, .unspecified: print("light")
@unknown default: break
}
