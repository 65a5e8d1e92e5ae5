// ios: 15.0
// expect: pass
import SwiftUI

struct Task: Identifiable {
    let id = UUID()
    var title: String
    var done: Bool
}

struct TaskList: View {
    @State private var tasks: [Task] = []
    var body: some View {
        List($tasks) { $task in
            Toggle(task.title, isOn: $task.done)
        }
        List {
            ForEach($tasks) { $task in
                TextField("Título", text: $task.title)
            }
            .onDelete { offsets in print(offsets) }
        }
    }
}
