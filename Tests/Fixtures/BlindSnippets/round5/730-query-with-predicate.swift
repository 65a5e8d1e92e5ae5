// ios: 17
// expect: pass
// source: https://developer.apple.com/documentation/swiftdata/query/init(filter:sort:transaction:).md https://developer.apple.com/documentation/swiftdata/query(filter:sort:transaction:).md https://developer.apple.com/documentation/swiftdata/fetchdescriptor/init(predicate:sortby:).md
// area: swiftdata
// note: dynamic @Query built in init with a #Predicate, replacing an NSPredicate-based FetchRequest
import SwiftUI
import SwiftData

@Model
final class Chore {
    var title: String
    var isDone: Bool

    init(title: String, isDone: Bool = false) {
        self.title = title
        self.isDone = isDone
    }
}

struct FilteredTasksView: View {
    @Query private var items: [Chore]

    init(showDone: Bool) {
        _items = Query(filter: #Predicate<Chore> { item in
            item.isDone == showDone
        }, sort: [SortDescriptor(\Chore.title)])
    }

    var body: some View {
        List(items) { item in
            Text(item.title)
                .strikethrough(item.isDone)
        }
    }
}
