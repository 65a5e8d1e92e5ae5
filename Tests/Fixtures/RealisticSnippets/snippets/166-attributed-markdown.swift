// ios: 15
// expect: pass
// topic: AttributedString from Markdown shown in Text
// apis: AttributedString(markdown:options:baseURL:), AttributedString.MarkdownParsingOptions, Text(_:) AttributedString
struct TermsText: View {
    var body: some View {
        if let terms = try? AttributedString(markdown: "Acepto los **términos** y la [política](https://example.com/privacidad)") {
            Text(terms)
        }
    }
}
