// ios: 16
// expect: pass
// topic: System find and replace in a UITextView with UIFindInteraction (iOS 16), opting out of iOS 17 inline predictions
// apis: UITextView.isFindInteractionEnabled, UITextView.findInteraction, UIFindInteraction.presentFindNavigator(showingReplace:), UITextView.inlinePredictionType, UIBarButtonItem.init(systemItem:primaryAction:menu:)
// source: https://developer.apple.com/documentation/uikit/uifindinteraction, https://developer.apple.com/documentation/uikit/uitextinputtraits/inlinepredictiontype
import UIKit

final class DocumentViewController: UIViewController {
    private let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.frame = view.bounds
        textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        textView.font = .preferredFont(forTextStyle: .body)
        textView.isFindInteractionEnabled = true
        if #available(iOS 17.0, *) {
            textView.inlinePredictionType = .no
        }
        view.addSubview(textView)

        let find = UIBarButtonItem(systemItem: .search, primaryAction: UIAction { [weak self] _ in
            self?.textView.findInteraction?.presentFindNavigator(showingReplace: false)
        })
        let replace = UIBarButtonItem(title: "Replace", image: nil, primaryAction: UIAction { [weak self] _ in
            self?.textView.findInteraction?.presentFindNavigator(showingReplace: true)
        }, menu: nil)
        navigationItem.rightBarButtonItems = [find, replace]
    }
}
