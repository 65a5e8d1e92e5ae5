// ios: 17
// expect: pass
// topic: Pinning a chat composer to the keyboard with UIKeyboardLayoutGuide, ignoring the bottom safe area on iOS 17
// apis: UIView.keyboardLayoutGuide, UIKeyboardLayoutGuide.followsUndockedKeyboard, UIKeyboardLayoutGuide.usesBottomSafeArea, NSLayoutConstraint.activate(_:)
// source: https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide, https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide/usesbottomsafearea
import UIKit

final class ChatViewController: UIViewController {
    private let messagesView = UITableView()
    private let composer = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        composer.borderStyle = .roundedRect
        composer.placeholder = "Message"
        let managedViews: [UIView] = [messagesView, composer]
        managedViews.forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }

        view.keyboardLayoutGuide.followsUndockedKeyboard = true
        view.keyboardLayoutGuide.usesBottomSafeArea = false

        NSLayoutConstraint.activate([
            messagesView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            messagesView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            messagesView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            messagesView.bottomAnchor.constraint(equalTo: composer.topAnchor, constant: -8),
            composer.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            composer.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            composer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8)
        ])
    }
}
