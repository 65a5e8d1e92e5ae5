// ios: 15.0
// expect: error:
import UIKit

let color = UIColor(r: 1, g: 0, b: 0, a: 1)
