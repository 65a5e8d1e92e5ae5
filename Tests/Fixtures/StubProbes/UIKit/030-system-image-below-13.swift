// ios: 12.0
// expect: error: is only available in iOS 13
import UIKit

let symbol = UIImage(systemName: "star")
