// ios: 15.0
// expect: pass
import UIKit

final class FormViewController: UIViewController {
    let scrollView = UIScrollView()
    private var observers: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.keyboardDismissMode = .interactive
        scrollView.contentInsetAdjustmentBehavior = .never
        let center = NotificationCenter.default
        observers.append(
            center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) {
                [weak self] note in
                guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
                    let duration = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
                else { return }
                MainActor.assumeIsolated {
                    UIView.animate(withDuration: duration) {
                        self?.scrollView.contentInset.bottom = frame.height
                    }
                }
            })
        center.addObserver(
            self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil
        )
        center.addObserver(
            self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardDidShowNotification, object: nil)
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        scrollView.contentInset = .zero
        scrollView.verticalScrollIndicatorInsets = .zero
    }
}
