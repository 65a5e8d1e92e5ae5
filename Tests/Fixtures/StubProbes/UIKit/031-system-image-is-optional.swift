// ios: 15.0
// expect: error: value of optional type 'UIImage?' must be unwrapped
import UIKit

let symbol: UIImage = UIImage(systemName: "star")
