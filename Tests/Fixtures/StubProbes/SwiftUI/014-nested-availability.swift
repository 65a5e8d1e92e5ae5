// ios: 15.0
// expect: pass
import SwiftUI

struct AdaptiveEmptyState: View {
    var body: some View {
        if #available(iOS 16.0, *) {
            if #available(iOS 17.0, *) {
                ContentUnavailableView("Vacío", systemImage: "tray")
            } else {
                List { Text("Vacío") }
                    .scrollContentBackground(.hidden)
            }
        } else {
            Text("Vacío")
        }
    }
}
