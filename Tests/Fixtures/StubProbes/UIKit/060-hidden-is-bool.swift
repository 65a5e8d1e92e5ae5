// ios: 15.0
// expect: error: integer literal value '1' cannot be used as a boolean
import UIKit

let view = UIView()
view.isHidden = 1
