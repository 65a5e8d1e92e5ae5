// ios: 15
// expect: pass
// topic: UIKit keyboard avoidance with addObserver(selector:) and contentInset
// apis: NotificationCenter.addObserver(_:selector:name:object:), UIResponder.keyboardWillShowNotification, UIResponder.keyboardFrameEndUserInfoKey, UIScrollView.contentInset, verticalScrollIndicatorInsets
final class NotesViewController: UIViewController {
    private let scrollView = UIScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scrollView)
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(adjustForKeyboard(_:)),
                           name: UIResponder.keyboardWillShowNotification, object: nil)
        center.addObserver(self, selector: #selector(adjustForKeyboard(_:)),
                           name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func adjustForKeyboard(_ notification: Notification) {
        guard let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
        let frame = view.convert(value.cgRectValue, from: view.window)
        if notification.name == UIResponder.keyboardWillHideNotification {
            scrollView.contentInset = .zero
        } else {
            scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: frame.height - view.safeAreaInsets.bottom, right: 0)
        }
        scrollView.verticalScrollIndicatorInsets = scrollView.contentInset
    }
}
