// ios: 15
// expect: pass
// topic: Link, openURL environment action and onOpenURL
// apis: Link(_:destination:), EnvironmentValues.openURL, OpenURLAction, onOpenURL(perform:)
struct SupportView: View {
    @Environment(\.openURL) private var openURL
    @State private var lastDeepLink: URL?

    var body: some View {
        VStack {
            Link("Centro de ayuda", destination: URL(string: "https://example.com/ayuda")!)
            Button("Escribir al soporte") {
                openURL(URL(string: "mailto:soporte@example.com")!)
            }
        }
        .onOpenURL { url in lastDeepLink = url }
    }
}
