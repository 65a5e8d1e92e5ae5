// ios: 15.0
// expect: error: 'ContentUnavailableView' is only available in iOS 17.0 or newer
import SwiftUI

struct AdaptiveEmptyState: View {
    var body: some View {
        if #available(iOS 16.0, *) {
            // Only iOS 16 is guaranteed here.
            ContentUnavailableView("Vacío", systemImage: "tray")
        } else {
            Text("Vacío")
        }
    }
}
