// ios: 17
// expect: error 23: is only available in iOS 18.0 or newer
// topic: Limiting Writing Tools in a text view (iOS 18 API) in an app that deploys to iOS 17 without an availability check
// apis: UITextView.writingToolsBehavior, UIWritingToolsBehavior, isFindInteractionEnabled
// source: https://developer.apple.com/documentation/uikit/uitextview/writingtoolsbehavior
import UIKit

final class CommentComposerViewController: UIViewController {
    private let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.font = .preferredFont(forTextStyle: .body)
        textView.isFindInteractionEnabled = true
        textView.frame = view.bounds
        textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(textView)
        configureWritingTools()
    }

    private func configureWritingTools() {
        // Only allow the panel-based experience so inline rewrites don't fight our formatting.
        textView.writingToolsBehavior = .limited
    }
}
