// ios: 17.0
// expect: pass
import SwiftUI

struct MailboxEmptyView: View {
    let reload: () -> Void

    var body: some View {
        ContentUnavailableView {
            Label("No Mail", systemImage: "tray.fill")
        } description: {
            Text("New mails you receive will appear here.")
        } actions: {
            Button("Reload", action: reload)
                .buttonStyle(.borderedProminent)
        }
    }
}

struct LabelOnlyView: View {
    var body: some View {
        // description: and actions: default to EmptyView.
        ContentUnavailableView {
            Label("Nothing here", systemImage: "questionmark")
        }
    }
}
