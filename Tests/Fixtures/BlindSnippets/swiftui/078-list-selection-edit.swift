// ios: 16
// expect: pass
// topic: Multi-select editing in a List with EditButton, onDelete and onMove
// apis: List(selection:content:), EditButton, onDelete(perform:), onMove(perform:), ToolbarItem, Button(role: .destructive)
// source: https://developer.apple.com/documentation/swiftui/list, https://developer.apple.com/documentation/swiftui/editbutton
import SwiftUI

struct Reminder: Identifiable, Hashable {
    let id = UUID()
    var title: String
}

struct RemindersEditor: View {
    @State private var reminders = ["Call mom", "Pay rent", "Book dentist", "Water plants"].map { Reminder(title: $0) }
    @State private var selection = Set<Reminder.ID>()

    var body: some View {
        NavigationStack {
            List(selection: $selection) {
                ForEach(reminders) { reminder in
                    Text(reminder.title)
                }
                .onDelete { reminders.remove(atOffsets: $0) }
                .onMove { reminders.move(fromOffsets: $0, toOffset: $1) }
            }
            .navigationTitle("Reminders")
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button("Delete \(selection.count)", role: .destructive) {
                        reminders.removeAll { selection.contains($0.id) }
                        selection.removeAll()
                    }
                    .disabled(selection.isEmpty)
                }
            }
        }
    }
}
