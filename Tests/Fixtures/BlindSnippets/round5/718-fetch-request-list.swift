// ios: 15
// expect: pass
// source: https://developer.apple.com/documentation/swiftui/fetchrequest/init(sortdescriptors:predicate:animation:).md https://developer.apple.com/documentation/swiftui/fetchrequest/configuration/nssortdescriptors.md
// area: core-data
// note: @FetchRequest with NSSortDescriptor, predicate and animation plus @Environment(\.managedObjectContext)
import SwiftUI
import CoreData

@objc(TodoItem)
final class TodoItem: NSManagedObject {
    @NSManaged var title: String
    @NSManaged var isDone: Bool
    @NSManaged var createdAt: Date
}

struct OpenTodosView: View {
    @Environment(\.managedObjectContext) private var viewContext

    @FetchRequest(
        sortDescriptors: [NSSortDescriptor(keyPath: \TodoItem.createdAt, ascending: false)],
        predicate: NSPredicate(format: "isDone == NO"),
        animation: .default)
    private var todos: FetchedResults<TodoItem>

    var body: some View {
        List {
            ForEach(todos) { todo in
                Button(todo.title) {
                    todo.isDone = true
                    try? viewContext.save()
                }
            }
            .onDelete { offsets in
                offsets.map { todos[$0] }.forEach(viewContext.delete)
                try? viewContext.save()
            }
        }
    }
}
