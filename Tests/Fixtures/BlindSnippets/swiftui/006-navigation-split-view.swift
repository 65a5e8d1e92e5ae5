// ios: 16
// expect: pass
// topic: Three-column NavigationSplitView driven by list selection (replaces NavigationView columns)
// apis: NavigationSplitView(columnVisibility:sidebar:content:detail:), NavigationSplitViewVisibility, List(selection:), navigationSplitViewColumnWidth, navigationSplitViewStyle
// source: https://developer.apple.com/documentation/swiftui/navigationsplitview
import SwiftUI

struct Folder: Identifiable, Hashable {
    let id: Int
    let name: String
    let notes: [Note]
}

struct Note: Identifiable, Hashable {
    let id: Int
    let title: String
    let text: String
}

struct NotesSplitView: View {
    let folders: [Folder]
    @State private var visibility: NavigationSplitViewVisibility = .all
    @State private var folderID: Folder.ID?
    @State private var noteID: Note.ID?

    private var folder: Folder? { folders.first { $0.id == folderID } }

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List(folders, selection: $folderID) { folder in
                Text(folder.name)
            }
            .navigationTitle("Folders")
            .navigationSplitViewColumnWidth(min: 180, ideal: 220)
        } content: {
            if let folder {
                List(folder.notes, selection: $noteID) { note in
                    Text(note.title)
                }
                .navigationTitle(folder.name)
            } else {
                Text("Pick a folder")
            }
        } detail: {
            if let note = folder?.notes.first(where: { $0.id == noteID }) {
                ScrollView { Text(note.text).padding() }
            } else {
                Text("No note selected").foregroundColor(.secondary)
            }
        }
        .navigationSplitViewStyle(.balanced)
    }
}
