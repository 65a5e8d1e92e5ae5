// ios: 15
// expect: pass
// topic: Wrapping UITextView for SwiftUI with UIViewRepresentable and a delegate Coordinator, limiting Writing Tools on iOS 18
// apis: UIViewRepresentable, makeUIView(context:), updateUIView(_:context:), makeCoordinator(), UITextViewDelegate, UITextView.writingToolsBehavior, Binding
// source: https://developer.apple.com/documentation/swiftui/uiviewrepresentable, https://developer.apple.com/documentation/uikit/uitextview/writingtoolsbehavior
import SwiftUI
import UIKit

struct NotesEditor: UIViewRepresentable {
    @Binding var text: String
    var isEditable = true

    func makeCoordinator() -> Coordinator {
        Coordinator(text: $text)
    }

    func makeUIView(context: Context) -> UITextView {
        let textView = UITextView()
        textView.font = .preferredFont(forTextStyle: .body)
        textView.adjustsFontForContentSizeCategory = true
        textView.delegate = context.coordinator
        if #available(iOS 18.0, *) {
            textView.writingToolsBehavior = .limited
        }
        return textView
    }

    func updateUIView(_ uiView: UITextView, context: Context) {
        if uiView.text != text {
            uiView.text = text
        }
        uiView.isEditable = isEditable
    }

    final class Coordinator: NSObject, UITextViewDelegate {
        var text: Binding<String>

        init(text: Binding<String>) {
            self.text = text
        }

        func textViewDidChange(_ textView: UITextView) {
            text.wrappedValue = textView.text
        }
    }
}

struct NoteScreen: View {
    @State private var draft = ""

    var body: some View {
        NotesEditor(text: $draft)
            .padding()
            .navigationTitle("Note")
    }
}
