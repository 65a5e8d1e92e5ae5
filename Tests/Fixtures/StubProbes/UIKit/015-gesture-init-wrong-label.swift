// ios: 15.0
// expect: error: incorrect argument label
import UIKit

let tap = UITapGestureRecognizer(target: nil, selector: nil)
