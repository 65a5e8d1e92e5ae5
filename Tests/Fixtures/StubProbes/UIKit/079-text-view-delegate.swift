// ios: 15.0
// expect: pass
import UIKit

final class NotesCoordinator: NSObject, UITextViewDelegate {
    var text = ""
    func textViewDidChange(_ textView: UITextView) {
        text = textView.text
    }
}
let textView = UITextView()
let coordinator = NotesCoordinator()
textView.delegate = coordinator
textView.font = .preferredFont(forTextStyle: .body)
textView.isEditable = true
