// ios: 14.0
// expect: pass
import UIKit

let button = UIButton(type: .system)
button.contentEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
