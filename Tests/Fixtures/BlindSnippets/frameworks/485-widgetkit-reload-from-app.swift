// ios: 14
// expect: pass
// topic: Refreshing widgets from the app after shared data changes, and listing installed widgets
// apis: WidgetCenter.shared, reloadTimelines(ofKind:), reloadAllTimelines(), getCurrentConfigurations(_:), WidgetInfo
// source: https://developer.apple.com/documentation/widgetkit/widgetcenter
import Foundation
import WidgetKit

enum WidgetKind {
    static let habits = "HabitsWidget"
}

final class HabitStore {
    private let defaults = UserDefaults(suiteName: "group.com.example.habits")

    func markDone(habitID: String) {
        var done = defaults?.stringArray(forKey: "doneToday") ?? []
        done.append(habitID)
        defaults?.set(done, forKey: "doneToday")
        WidgetCenter.shared.reloadTimelines(ofKind: WidgetKind.habits)
    }

    func resetDay() {
        defaults?.removeObject(forKey: "doneToday")
        WidgetCenter.shared.reloadAllTimelines()
    }

    func logInstalledWidgets() {
        WidgetCenter.shared.getCurrentConfigurations { result in
            if case .success(let widgets) = result {
                for widget in widgets {
                    print("\(widget.kind) in family \(widget.family)")
                }
            }
        }
    }
}
