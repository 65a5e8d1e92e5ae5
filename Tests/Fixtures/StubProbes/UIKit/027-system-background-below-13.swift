// ios: 12.0
// expect: error: 'systemBackground' is only available in iOS 13
import UIKit

let color = UIColor.systemBackground
