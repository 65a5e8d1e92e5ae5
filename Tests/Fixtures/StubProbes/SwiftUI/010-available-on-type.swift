// ios: 15.0
// expect: pass
import SwiftUI

@available(iOS 17.0, *)
struct ModernEmptyState: View {
    let title: LocalizedStringKey
    var body: some View {
        ContentUnavailableView(title, systemImage: "tray")
    }
}

struct Screen: View {
    var body: some View {
        if #available(iOS 17.0, *) {
            ModernEmptyState(title: "Nada por aquí")
        } else {
            Text("Nada por aquí")
        }
    }
}
