// ios: 17.0
// expect: pass
import SwiftUI

@Observable
final class LibraryModel {
    var title = "Biblioteca"
    var books: [String] = []
}

struct LibraryView: View {
    @Environment(LibraryModel.self) private var library
    var body: some View {
        @Bindable var library = library
        Form {
            TextField("Título", text: $library.title)
            ForEach(library.books, id: \.self) { Text($0) }
        }
    }
}

struct EditorView: View {
    @Bindable var model: LibraryModel
    var body: some View {
        TextField("Título", text: $model.title)
    }
}

struct RootView: View {
    @State private var library = LibraryModel()
    var body: some View {
        LibraryView()
            .environment(library)
    }
}
