// ios: 17
// expect: pass
// topic: iOS 17 interactive widget row: Button(intent:) running an AppIntent with a parameterised init
// apis: Button(intent:label:), AppIntent, Parameter(title:), IntentResult, perform()
// source: https://developer.apple.com/documentation/widgetkit/adding-interactivity-to-widgets-and-live-activities
import WidgetKit
import SwiftUI
import AppIntents

struct ToggleTaskIntent: AppIntent {
    static var title: LocalizedStringResource = "Toggle Task"

    @Parameter(title: "Task ID")
    var taskID: String

    init() {}

    init(taskID: String) {
        self.taskID = taskID
    }

    func perform() async throws -> some IntentResult {
        let defaults = UserDefaults(suiteName: "group.com.example.tasks")
        let isDone = defaults?.bool(forKey: taskID) ?? false
        defaults?.set(!isDone, forKey: taskID)
        return .result()
    }
}

struct TaskRowView: View {
    let id: String
    let title: String
    let isDone: Bool

    var body: some View {
        HStack {
            Button(intent: ToggleTaskIntent(taskID: id)) {
                Image(systemName: isDone ? "checkmark.circle.fill" : "circle")
            }
            .buttonStyle(.plain)
            Text(title)
                .strikethrough(isDone)
        }
    }
}
