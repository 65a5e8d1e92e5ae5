// ios: 15.0
// expect: pass
import UIKit

let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
UIView.animate(withDuration: 0.3) {
    view.alpha = 0
}
UIView.animate(withDuration: 0.3, delay: 0.1, options: [.curveEaseInOut, .allowUserInteraction]) {
    view.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
} completion: { finished in
    view.isHidden = finished
}
UIView.animate(
    withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0.5, options: [],
    animations: {
        view.layoutIfNeeded()
    })
