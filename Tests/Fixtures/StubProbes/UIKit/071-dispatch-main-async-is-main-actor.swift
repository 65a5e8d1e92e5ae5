// ios: 15.0
// expect: pass
import UIKit

func fade(_ view: UIView) {
    DispatchQueue.main.async {
        view.alpha = 0
    }
}
