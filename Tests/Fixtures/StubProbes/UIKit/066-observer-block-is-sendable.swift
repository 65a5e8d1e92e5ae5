// ios: 17.0
// expect: warning: call to main actor-isolated class method 'animate(withDuration:animations:)' in a synchronous nonisolated context
import UIKit

let view = UIView()
let token = NotificationCenter.default.addObserver(
    forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main
) { _ in
    UIView.animate(withDuration: 0.25) { view.alpha = 1 }
}
