// ios: 16.0
// expect: error: is only available in iOS 17
import UIKit

let view = UIView()
UIView.animate(springDuration: 0.4, bounce: 0.2) { view.alpha = 1 }
