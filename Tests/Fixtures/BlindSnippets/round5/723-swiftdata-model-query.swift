// ios: 17
// expect: pass
// source: https://developer.apple.com/documentation/swiftdata/query(filter:sort:order:transaction:)-8tk8u.md https://developer.apple.com/documentation/swiftdata/query/init(filter:sort:order:animation:)-1qfoj.md https://developer.apple.com/documentation/swiftdata/modelcontext/insert(_:).md
// area: swiftdata
// note: SwiftData replacement for a @FetchRequest list: @Model, @Query and modelContext
import SwiftUI
import SwiftData

@Model
final class Bookmark {
    var title: String
    var url: URL
    var addedAt: Date

    init(title: String, url: URL, addedAt: Date = .now) {
        self.title = title
        self.url = url
        self.addedAt = addedAt
    }
}

struct BookmarksView: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \Bookmark.addedAt, order: .reverse) private var bookmarks: [Bookmark]

    var body: some View {
        List {
            ForEach(bookmarks) { bookmark in
                Link(bookmark.title, destination: bookmark.url)
            }
            .onDelete { offsets in
                for index in offsets {
                    modelContext.delete(bookmarks[index])
                }
            }
        }
        .toolbar {
            Button("Add") {
                modelContext.insert(Bookmark(title: "Swift", url: URL(string: "https://swift.org")!))
            }
        }
    }
}
