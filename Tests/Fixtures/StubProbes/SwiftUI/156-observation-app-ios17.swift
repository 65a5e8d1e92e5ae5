// ios: 17.0
// expect: pass
// A realistic iOS 17 screen: @Observable + @Bindable + @Environment(Type.self),
// NavigationStack(path:), ContentUnavailableView with actions, onChange(of:) two-parameter,
// sensoryFeedback, Grid/ViewThatFits, containerRelativeFrame, presentation modifiers.
import SwiftUI

@Observable
final class Library {
    var books: [Book] = []
    var path: [Book] = []
    var filter = ""
}

struct Book: Identifiable, Hashable {
    let id: UUID
    var title: String
    var rating: Int
}

struct LibraryRoot: View {
    @State private var library = Library()
    var body: some View {
        @Bindable var library = library
        NavigationStack(path: $library.path) {
            BookList()
                .navigationDestination(for: Book.self) { book in
                    BookDetail(book: book)
                }
                .searchable(text: $library.filter)
        }
        .environment(library)
    }
}

struct BookList: View {
    @Environment(Library.self) private var library
    @State private var count = 0
    var body: some View {
        List(library.books) { book in
            NavigationLink(value: book) {
                LabeledContent(book.title) {
                    Text("\(book.rating)★")
                        .contentTransition(.numericText(value: Double(book.rating)))
                }
            }
        }
        .overlay {
            if library.books.isEmpty {
                ContentUnavailableView {
                    Label("Sin libros", systemImage: "books.vertical")
                } description: {
                    Text("Añade tu primer libro")
                } actions: {
                    Button("Añadir") { count += 1 }
                }
            }
        }
        .onChange(of: library.books.count) { old, new in
            count = new
        }
        .sensoryFeedback(.increase, trigger: count)
        .scrollContentBackground(.hidden)
        .scrollDismissesKeyboard(.immediately)
    }
}

struct BookDetail: View {
    let book: Book
    @State private var showingSheet = false
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text(book.title).font(.largeTitle.bold())
                Grid {
                    GridRow {
                        Text("Puntuación"); Text("\(book.rating)")
                    }
                }
                ViewThatFits {
                    HStack {
                        Text("Uno"); Text("Dos")
                    }
                    VStack {
                        Text("Uno"); Text("Dos")
                    }
                }
            }
            .padding()
            .containerRelativeFrame(.horizontal)
        }
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button("Editar", systemImage: "pencil") { showingSheet = true }
            }
        }
        .sheet(isPresented: $showingSheet) {
            Text("Editor")
                .presentationDetents([.medium])
                .presentationBackground(.thinMaterial)
        }
    }
}
