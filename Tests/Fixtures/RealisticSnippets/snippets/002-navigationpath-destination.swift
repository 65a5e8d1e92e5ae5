// ios: 16
// expect: pass
// topic: navigationDestination with NavigationPath
// apis: NavigationStack(path:root:), NavigationPath, navigationDestination(for:destination:), NavigationLink(_:value:)
struct Book: Hashable, Identifiable {
    let id: Int
    let title: String
}

struct LibraryView: View {
    @State private var path = NavigationPath()
    let books = [Book(id: 1, title: "Rayuela"), Book(id: 2, title: "Ficciones")]

    var body: some View {
        NavigationStack(path: $path) {
            List(books) { book in
                NavigationLink(book.title, value: book)
            }
            .navigationDestination(for: Book.self) { book in
                BookDetail(book: book, path: $path)
            }
            .navigationTitle("Biblioteca")
        }
    }
}

struct BookDetail: View {
    let book: Book
    @Binding var path: NavigationPath

    var body: some View {
        VStack(spacing: 16) {
            Text(book.title)
                .font(.largeTitle)
            Button("Volver al inicio") {
                path.removeLast(path.count)
            }
        }
    }
}
