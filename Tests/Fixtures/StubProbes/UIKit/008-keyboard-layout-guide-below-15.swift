// ios: 14.0
// expect: error: 'keyboardLayoutGuide' is only available in iOS 15
import UIKit

let view = UIView()
let guide = view.keyboardLayoutGuide
