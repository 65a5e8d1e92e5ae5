// ios: 15.0
// expect: pass
import UIKit

final class Forwarder {
    weak var delegate: UIScrollViewDelegate?
    func forward(_ scrollView: UIScrollView) {
        delegate?.scrollViewDidScroll?(scrollView)
        let zoomView = delegate?.viewForZooming?(in: scrollView)
        print(zoomView as Any)
    }
}
