// ios: 16
// expect: pass
// source: https://developer.apple.com/tutorials/data/documentation/widgetkit/timelineprovider/getsnapshot(in:completion:).md https://developer.apple.com/documentation/widgetkit/timelinereloadpolicy.md https://developer.apple.com/documentation/swiftui/view/containerbackground(for:alignment:content:).md
// area: widgets
// note: accessory widget that only applies containerBackground behind if #available
import SwiftUI
import WidgetKit

struct BatteryEntry: TimelineEntry {
    let date: Date
    let level: Double
}

struct BatteryProvider: TimelineProvider {
    func placeholder(in context: Context) -> BatteryEntry { BatteryEntry(date: Date(), level: 0.8) }

    func getSnapshot(in context: Context, completion: @escaping (BatteryEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<BatteryEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct BatteryView: View {
    let entry: BatteryEntry

    var body: some View {
        if #available(iOS 17.0, *) {
            Gauge(value: entry.level) { Text("Battery") }
                .containerBackground(for: .widget) { Color.clear }
        } else {
            Gauge(value: entry.level) { Text("Battery") }
        }
    }
}

struct BatteryWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Battery", provider: BatteryProvider()) { entry in
            BatteryView(entry: entry)
        }
        .supportedFamilies([.accessoryCircular])
    }
}
