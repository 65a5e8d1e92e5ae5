// ios: 15.0
// expect: error:
import UIKit

let view = UIView()
UIView.animate(duration: 0.3) { view.alpha = 0 }
