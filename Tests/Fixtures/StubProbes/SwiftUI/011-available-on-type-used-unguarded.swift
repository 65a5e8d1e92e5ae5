// ios: 15.0
// expect: error: 'ModernEmptyState' is only available in iOS 17.0 or newer
import SwiftUI

@available(iOS 17.0, *)
struct ModernEmptyState: View {
    var body: some View {
        ContentUnavailableView("Nada", systemImage: "tray")
    }
}

struct Screen: View {
    var body: some View {
        ModernEmptyState()
    }
}
