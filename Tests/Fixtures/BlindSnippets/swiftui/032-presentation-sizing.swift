// ios: 18
// expect: pass
// topic: Form-sized sheet on iPad with presentationSizing(.form)
// apis: sheet(isPresented:content:), presentationSizing(.form), DatePicker, Form
// source: https://developer.apple.com/documentation/swiftui/view/presentationsizing(_:)
import SwiftUI

struct NewEventForm: View {
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var start = Date.now

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                DatePicker("Starts", selection: $start)
            }
            .navigationTitle("New Event")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) { Button("Add") { dismiss() }.disabled(title.isEmpty) }
            }
        }
    }
}

struct CalendarHome: View {
    @State private var showForm = false

    var body: some View {
        Button("New Event", systemImage: "plus") { showForm = true }
            .sheet(isPresented: $showForm) {
                NewEventForm()
                    .presentationSizing(.form)
            }
    }
}
