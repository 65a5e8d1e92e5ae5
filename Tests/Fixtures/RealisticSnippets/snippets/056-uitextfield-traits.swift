// ios: 15
// expect: pass
// topic: UIKit UITextField content type and keyboard type
// apis: UITextField, UITextContentType.oneTimeCode, UIKeyboardType.numberPad, UITextField.borderStyle
final class OTPViewController: UIViewController {
    private let codeField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        codeField.textContentType = .oneTimeCode
        codeField.keyboardType = .numberPad
        codeField.borderStyle = .roundedRect
        codeField.placeholder = "Código de 6 dígitos"
        codeField.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(codeField)
        NSLayoutConstraint.activate([
            codeField.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            codeField.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            codeField.widthAnchor.constraint(equalToConstant: 200),
        ])
        codeField.becomeFirstResponder()
    }
}
