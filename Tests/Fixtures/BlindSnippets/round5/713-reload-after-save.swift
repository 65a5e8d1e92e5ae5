// ios: 15
// expect: pass
// source: https://developer.apple.com/tutorials/data/documentation/widgetkit/widgetcenter/reloadtimelines(ofkind:).md https://developer.apple.com/tutorials/data/documentation/widgetkit/widgetcenter/reloadalltimelines().md https://developer.apple.com/tutorials/data/documentation/widgetkit/widgetcenter.md
// area: widgets
// note: app-side store that reloads widget timelines after writing shared defaults
import Foundation
import WidgetKit

final class HabitStore {
    static let widgetKind = "HabitStreak"
    private let defaults: UserDefaults

    init(suiteName: String = "group.com.example.habits") {
        defaults = UserDefaults(suiteName: suiteName) ?? .standard
    }

    var streak: Int {
        defaults.integer(forKey: "streak")
    }

    func markDone() {
        defaults.set(streak + 1, forKey: "streak")
        WidgetCenter.shared.reloadTimelines(ofKind: Self.widgetKind)
    }

    func reset() {
        defaults.removeObject(forKey: "streak")
        WidgetCenter.shared.reloadAllTimelines()
    }
}
