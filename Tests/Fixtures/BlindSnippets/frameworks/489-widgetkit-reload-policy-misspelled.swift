// ios: 14
// expect: error 25: has no member 'atEndOfDay'
// topic: Timeline provider for a daily menu widget; mistake: a reload policy that does not exist
// apis: TimelineProvider, Timeline(entries:policy:), TimelineReloadPolicy
// source: https://developer.apple.com/documentation/widgetkit/timelinereloadpolicy
import WidgetKit
import SwiftUI

struct MenuEntry: TimelineEntry {
    let date: Date
    let dish: String
}

struct MenuProvider: TimelineProvider {
    func placeholder(in context: Context) -> MenuEntry {
        MenuEntry(date: Date(), dish: "Soup of the day")
    }

    func getSnapshot(in context: Context, completion: @escaping (MenuEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<MenuEntry>) -> Void) {
        let entry = MenuEntry(date: Date(), dish: "Lentil soup")
        let timeline = Timeline(entries: [entry], policy: .atEndOfDay)
        completion(timeline)
    }
}
