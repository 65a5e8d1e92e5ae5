// ios: 15
// expect: error 17: is only available in iOS 17.0 or newer
// topic: UIKeyboardLayoutGuide (iOS 15) is fine, but usesBottomSafeArea was only added in iOS 17
// apis: UIView.keyboardLayoutGuide, UIKeyboardLayoutGuide.usesBottomSafeArea, UIKeyboardLayoutGuide.topAnchor
// source: https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide/usesbottomsafearea
import UIKit

final class CommentComposerViewController: UIViewController {
    private let inputBar = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        inputBar.backgroundColor = .secondarySystemBackground
        inputBar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(inputBar)

        view.keyboardLayoutGuide.usesBottomSafeArea = false
        NSLayoutConstraint.activate([
            inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            inputBar.heightAnchor.constraint(equalToConstant: 52),
            inputBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)
        ])
    }
}
