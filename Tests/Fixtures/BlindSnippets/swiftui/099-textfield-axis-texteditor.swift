// ios: 16
// expect: pass
// topic: Growing multi-line TextField, a styled TextEditor and selectable reference text
// apis: TextField(_:text:axis:), lineLimit(_:) ClosedRange, TextEditor, scrollContentBackground(.hidden), textSelection(.enabled), scrollDismissesKeyboard
// source: https://developer.apple.com/documentation/swiftui/textfield/init(_:text:axis:), https://developer.apple.com/documentation/swiftui/texteditor
import SwiftUI
import UIKit

struct FeedbackForm: View {
    @State private var subject = ""
    @State private var summary = ""
    @State private var details = ""

    var body: some View {
        Form {
            TextField("Subject", text: $subject)
            TextField("Short summary", text: $summary, axis: .vertical)
                .lineLimit(2...4)
            Section("Details") {
                TextEditor(text: $details)
                    .frame(minHeight: 160)
                    .scrollContentBackground(.hidden)
                    .background(Color(uiColor: .secondarySystemBackground))
            }
            Section {
                Text("Reference: FB-\(abs(subject.hashValue) % 10_000)")
                    .textSelection(.enabled)
                    .font(.footnote.monospaced())
            }
        }
        .scrollDismissesKeyboard(.interactively)
    }
}
