// ios: 15.0
// expect: pass
import UIKit

let view = UIView()
let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut) {
    view.alpha = 0
}
animator.addCompletion { position in
    if position == .end { view.isHidden = true }
}
animator.startAnimation()
