// ios: 12.0
// expect: error: 'UINavigationBarAppearance' is only available in iOS 13
import UIKit

let appearance = UINavigationBarAppearance()
