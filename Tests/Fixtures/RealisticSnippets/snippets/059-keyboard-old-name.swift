// ios: 15
// expect: error 11: has been renamed to 'UIResponder.keyboardWillShowNotification'
// topic: pre-Swift 4.2 keyboard notification name
// apis: UIResponder.keyboardWillShowNotification
final class FormViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(
            self,
            selector: #selector(keyboardWillShow(_:)),
            name: NSNotification.Name.UIKeyboardWillShow,
            object: nil
        )
    }

    @objc private func keyboardWillShow(_ note: Notification) {}
}
