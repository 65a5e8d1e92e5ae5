// ios: 16
// expect: pass
// topic: Opting a note editor into TextKit 2, the system find navigator and a custom edit-menu action
// apis: UITextView(usingTextLayoutManager:), textLayoutManager, isFindInteractionEnabled, findInteraction, UIFindInteraction.presentFindNavigator(showingReplace:), UITextViewDelegate.textView(_:editMenuForTextIn:suggestedActions:)
// source: https://developer.apple.com/documentation/uikit/uitextview/init(usingtextlayoutmanager:), https://developer.apple.com/documentation/uikit/uitextview/isfindinteractionenabled, https://developer.apple.com/documentation/uikit/uitextviewdelegate/textview(_:editmenufortextin:suggestedactions:)
import UIKit

final class NoteEditorViewController: UIViewController, UITextViewDelegate {
    private let textView = UITextView(usingTextLayoutManager: true)

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.delegate = self
        textView.font = .preferredFont(forTextStyle: .body)
        textView.adjustsFontForContentSizeCategory = true
        textView.isFindInteractionEnabled = true
        textView.frame = view.bounds
        textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(textView)

        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .search, primaryAction: UIAction { [weak self] _ in
            self?.textView.findInteraction?.presentFindNavigator(showingReplace: false)
        })

        if textView.textLayoutManager == nil {
            print("Fell back to TextKit 1")
        }
    }

    func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        guard range.length > 0 else { return nil }
        var elements = suggestedActions
        elements.append(UIAction(title: "Highlight", image: UIImage(systemName: "highlighter")) { _ in
            print("highlight \(range)")
        })
        return UIMenu(children: elements)
    }
}
