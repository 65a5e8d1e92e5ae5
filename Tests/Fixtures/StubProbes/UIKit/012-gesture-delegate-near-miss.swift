// ios: 15.0
// expect: warning: nearly matches optional requirement
import UIKit

final class Coordinator: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWithGestureRecognizer other: UIGestureRecognizer
    ) -> Bool { true }
}
