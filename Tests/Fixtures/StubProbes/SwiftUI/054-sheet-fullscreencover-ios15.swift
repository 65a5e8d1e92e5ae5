// ios: 15.0
// expect: pass
import SwiftUI

struct Note: Identifiable { let id = UUID(); var text: String }

struct NotesView: View {
    @State private var showingSettings = false
    @State private var selected: Note?
    @State private var showingOnboarding = false

    var body: some View {
        List {
            Button("Ajustes") { showingSettings = true }
        }
        .sheet(isPresented: $showingSettings, onDismiss: { print("closed") }) {
            Text("Ajustes")
        }
        .sheet(item: $selected) { note in
            Text(note.text)
        }
        .fullScreenCover(isPresented: $showingOnboarding) {
            Text("Bienvenida")
        }
        .interactiveDismissDisabled()
    }
}
