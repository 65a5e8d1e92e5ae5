// ios: 15
// expect: error 10: cannot convert value of type 'String' to expected argument type 'URL'
// topic: calling OpenURLAction with a String
// apis: OpenURLAction.callAsFunction(_:)
struct TermsButton: View {
    @Environment(\.openURL) private var openURL

    var body: some View {
        Button("Términos") {
            openURL("https://example.com/terminos")
        }
    }
}
