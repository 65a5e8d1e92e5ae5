// ios: 17.0
// expect: pass
import SwiftUI

struct EmptyStateView: View {
    let title: String
    let key: LocalizedStringKey
    let message: LocalizedStringKey

    var body: some View {
        VStack {
            // A String variable picks the StringProtocol overload.
            ContentUnavailableView(title, systemImage: "tray", description: nil)
            // A LocalizedStringKey picks the localized overload.
            ContentUnavailableView(key, systemImage: "tray", description: Text(message))
        }
    }
}
