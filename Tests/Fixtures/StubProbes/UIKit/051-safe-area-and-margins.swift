// ios: 15.0
// expect: pass
import UIKit

final class CanvasView: UIView {
    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        layoutMargins = UIEdgeInsets(top: safeAreaInsets.top, left: 16, bottom: safeAreaInsets.bottom, right: 16)
        setNeedsLayout()
    }
    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        print(superview as Any, subviews.count, gestureRecognizers?.count ?? 0, tintColor as Any)
    }
}
