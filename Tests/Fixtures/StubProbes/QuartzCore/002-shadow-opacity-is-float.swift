// ios: 15.0
// expect: error: cannot assign value of type 'CGFloat' to type 'Float'
import UIKit

let view = UIView()
let opacity: CGFloat = 0.3
view.layer.shadowOpacity = opacity
