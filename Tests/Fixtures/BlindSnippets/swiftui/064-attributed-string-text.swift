// ios: 15
// expect: pass
// topic: Styling release notes with AttributedString (attributes and Markdown) in Text
// apis: AttributedString, AttributedString(markdown:), AttributedString.range(of:), Text(AttributedString), textSelection(.enabled), tint
// source: https://developer.apple.com/documentation/foundation/attributedstring, https://developer.apple.com/documentation/swiftui/text/init(_:)-1a4oh
import SwiftUI

struct ReleaseNotesView: View {
    private var headline: AttributedString {
        var text = AttributedString("Version 2.0 is here")
        text.font = Font.title.bold()
        if let range = text.range(of: "2.0") {
            text[range].foregroundColor = Color.orange
        }
        return text
    }

    private var notes: AttributedString {
        let markdown = "**Faster sync**, a new *dark theme*, and the [full changelog](https://example.com/changelog)."
        return (try? AttributedString(markdown: markdown)) ?? AttributedString("Release notes unavailable")
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(headline)
            Text(notes)
                .tint(.purple)
            Text("Plain string literals support **Markdown** too")
                .textSelection(.enabled)
        }
        .padding()
    }
}
