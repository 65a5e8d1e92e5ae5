// ios: 17
// expect: pass
// topic: Filtering with #Predicate in @Query and building a dynamic Query in a view initializer
// apis: Query(filter:sort:), Predicate, #Predicate, localizedStandardContains, Bindable
// source: https://developer.apple.com/documentation/swiftdata/query
import SwiftUI
import SwiftData

@Model
final class TodoItem {
    var title: String
    var isDone: Bool
    var dueDate: Date

    init(title: String, isDone: Bool = false, dueDate: Date) {
        self.title = title
        self.isDone = isDone
        self.dueDate = dueDate
    }
}

struct OpenTodosView: View {
    @Query(filter: #Predicate<TodoItem> { item in !item.isDone },
           sort: \TodoItem.dueDate)
    private var openItems: [TodoItem]

    var body: some View {
        List(openItems) { item in
            Toggle(item.title, isOn: Bindable(item).isDone)
        }
    }
}

struct SearchResultsView: View {
    @Query private var matches: [TodoItem]

    init(searchText: String) {
        let predicate = #Predicate<TodoItem> { item in
            item.title.localizedStandardContains(searchText)
        }
        _matches = Query(filter: predicate, sort: \TodoItem.title, order: .forward)
    }

    var body: some View {
        ForEach(matches) { item in
            Text(item.title)
        }
    }
}
