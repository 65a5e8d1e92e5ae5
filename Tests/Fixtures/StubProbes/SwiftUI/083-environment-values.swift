// ios: 15.0
// expect: pass
import SwiftUI

struct DetailView: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.openURL) private var openURL
    @Environment(\.isPresented) private var isPresented
    @Environment(\.dismissSearch) private var dismissSearch
    @Environment(\.locale) private var locale

    var body: some View {
        VStack {
            Text(colorScheme == .dark ? "Oscuro" : "Claro")
            if horizontalSizeClass == .compact {
                Text("Compacto")
            }
            Button("Abrir web") {
                if let url = URL(string: "https://example.org") {
                    openURL(url)
                }
            }
            Button("Cerrar") {
                dismissSearch()
                dismiss()
            }
        }
        .environment(\.colorScheme, .dark)
        .preferredColorScheme(.light)
    }
}
