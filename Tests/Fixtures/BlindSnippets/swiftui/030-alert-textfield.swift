// ios: 16
// expect: pass
// topic: Rename flow using an alert with a TextField action (iOS 16) and a message
// apis: alert(_:isPresented:actions:message:), TextField in alert, Button(role: .cancel)
// source: https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)
import SwiftUI

struct RenamePlaylistView: View {
    @State private var name = "My Playlist"
    @State private var draftName = ""
    @State private var showRename = false

    var body: some View {
        VStack(spacing: 20) {
            Text(name).font(.title)
            Button("Rename") {
                draftName = name
                showRename = true
            }
        }
        .alert("Rename playlist", isPresented: $showRename) {
            TextField("Name", text: $draftName)
            Button("Save") { name = draftName }
                .disabled(draftName.isEmpty)
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("Choose a name you will recognise later.")
        }
    }
}
