// ios: 15.0
// expect: pass
import UIKit

final class PagerDelegate: NSObject, UIScrollViewDelegate {
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        print(scrollView.contentOffset.y + scrollView.adjustedContentInset.top)
    }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        targetContentOffset.pointee.x =
            (targetContentOffset.pointee.x / scrollView.bounds.width).rounded() * scrollView.bounds.width
    }
}
let scrollView = UIScrollView()
let pager = PagerDelegate()
scrollView.delegate = pager
scrollView.isPagingEnabled = true
scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
scrollView.panGestureRecognizer.isEnabled = true
