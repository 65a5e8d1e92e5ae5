// ios: 15.0
// expect: error: cannot declare conformance to 'NSObjectProtocol' in Swift; 'Coordinator' should inherit 'NSObject' instead
import UIKit

final class Coordinator: UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}
