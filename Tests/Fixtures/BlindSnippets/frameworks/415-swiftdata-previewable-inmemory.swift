// ios: 17
// expect: pass
// topic: Previewing a SwiftData view with @Previewable state and an in-memory container
// apis: Previewable, Preview, modelContainer(for:inMemory:), Query, Bindable
// source: https://developer.apple.com/documentation/swiftui/previewable(), https://developer.apple.com/documentation/swiftui/view/modelcontainer(for:inmemory:isautosaveenabled:isundoenabled:onsetup:)
import SwiftUI
import SwiftData

@Model
final class Bookmark {
    var title: String
    var url: URL
    var isRead: Bool = false

    init(title: String, url: URL) {
        self.title = title
        self.url = url
    }
}

struct BookmarkRow: View {
    @Bindable var bookmark: Bookmark

    var body: some View {
        Toggle(isOn: $bookmark.isRead) {
            Text(bookmark.title)
        }
    }
}

struct BookmarkFilterView: View {
    @Binding var showUnreadOnly: Bool
    @Query(sort: \Bookmark.title) private var bookmarks: [Bookmark]

    var body: some View {
        List {
            Toggle("Unread only", isOn: $showUnreadOnly)
            ForEach(bookmarks.filter { !showUnreadOnly || !$0.isRead }) { bookmark in
                BookmarkRow(bookmark: bookmark)
            }
        }
    }
}

#Preview {
    @Previewable @State var unreadOnly = false
    BookmarkFilterView(showUnreadOnly: $unreadOnly)
        .modelContainer(for: Bookmark.self, inMemory: true)
}
