// ios: 15
// expect: pass
// topic: Pinning a chat input bar to the keyboard with keyboardLayoutGuide instead of keyboard notifications
// apis: UIView.keyboardLayoutGuide, UIKeyboardLayoutGuide.followsUndockedKeyboard, NSLayoutConstraint.activate(_:)
// source: https://developer.apple.com/documentation/uikit/uiview/keyboardlayoutguide, https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide
import UIKit

final class ChatViewController: UIViewController {
    private let messagesView = UITableView()
    private let inputBar = UIView()
    private let textField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        inputBar.backgroundColor = .secondarySystemBackground
        textField.placeholder = "Message"
        textField.borderStyle = .roundedRect

        [messagesView, inputBar, textField].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(messagesView)
        view.addSubview(inputBar)
        inputBar.addSubview(textField)

        view.keyboardLayoutGuide.followsUndockedKeyboard = true
        NSLayoutConstraint.activate([
            messagesView.topAnchor.constraint(equalTo: view.topAnchor),
            messagesView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            messagesView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            messagesView.bottomAnchor.constraint(equalTo: inputBar.topAnchor),
            inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            inputBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            textField.topAnchor.constraint(equalTo: inputBar.topAnchor, constant: 8),
            textField.bottomAnchor.constraint(equalTo: inputBar.bottomAnchor, constant: -8),
            textField.leadingAnchor.constraint(equalTo: inputBar.layoutMarginsGuide.leadingAnchor),
            textField.trailingAnchor.constraint(equalTo: inputBar.layoutMarginsGuide.trailingAnchor)
        ])
    }
}
