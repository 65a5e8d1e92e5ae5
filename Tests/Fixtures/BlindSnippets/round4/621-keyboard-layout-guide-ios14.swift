// ios: 14
// expect: error 28: is only available in iOS 15.0 or newer
// topic: Using keyboardLayoutGuide (iOS 15) in a comment screen that still deploys to iOS 14
// apis: UIView.keyboardLayoutGuide, NSLayoutConstraint.activate(_:), safeAreaLayoutGuide
// source: https://developer.apple.com/documentation/uikit/uiview/keyboardlayoutguide
import UIKit

final class CommentsViewController: UIViewController {
    private let commentsView = UITableView()
    private let composer = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        composer.font = .preferredFont(forTextStyle: .body)
        commentsView.translatesAutoresizingMaskIntoConstraints = false
        composer.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(commentsView)
        view.addSubview(composer)

        NSLayoutConstraint.activate([
            commentsView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            commentsView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            commentsView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            commentsView.bottomAnchor.constraint(equalTo: composer.topAnchor),
            composer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            composer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            composer.heightAnchor.constraint(equalToConstant: 88),
            composer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)
        ])
    }
}
