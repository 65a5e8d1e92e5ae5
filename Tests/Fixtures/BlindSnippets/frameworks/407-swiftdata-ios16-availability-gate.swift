// ios: 16
// expect: pass
// topic: Adopting SwiftData in an app that still supports iOS 16: @available models and an if #available branch
// apis: Model, Query, modelContainer(for:), available, if #available
// source: https://developer.apple.com/documentation/swiftdata, https://developer.apple.com/documentation/swiftui/view/modelcontainer(for:inmemory:isautosaveenabled:isundoenabled:onsetup:)
import SwiftUI
import SwiftData

@available(iOS 17.0, *)
@Model
final class JournalEntry {
    var text: String
    var createdAt: Date

    init(text: String, createdAt: Date = .now) {
        self.text = text
        self.createdAt = createdAt
    }
}

@available(iOS 17.0, *)
struct JournalListView: View {
    @Query(sort: \JournalEntry.createdAt, order: .reverse) private var entries: [JournalEntry]

    var body: some View {
        List(entries) { entry in
            Text(entry.text)
        }
    }
}

struct LegacyJournalView: View {
    var body: some View {
        Text("Update to iOS 17 to keep a journal.")
    }
}

struct JournalRootView: View {
    var body: some View {
        if #available(iOS 17.0, *) {
            JournalListView()
                .modelContainer(for: JournalEntry.self)
        } else {
            LegacyJournalView()
        }
    }
}
