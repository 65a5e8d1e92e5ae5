// ios: 16
// expect: pass
// topic: Widget bundle with iOS 16 Lock Screen families, switching layout on the widgetFamily environment value
// apis: WidgetBundle, Environment(\.widgetFamily), WidgetFamily.accessoryCircular, WidgetFamily.accessoryInline, Gauge, gaugeStyle(.accessoryCircularCapacity), TimelineReloadPolicy.after(_:)
// source: https://developer.apple.com/documentation/widgetkit/widgetbundle, https://developer.apple.com/documentation/widgetkit/creating-accessory-widgets-and-watch-complications
import WidgetKit
import SwiftUI

struct BatteryEntry: TimelineEntry {
    let date: Date
    let level: Double
}

struct BatteryProvider: TimelineProvider {
    func placeholder(in context: Context) -> BatteryEntry { BatteryEntry(date: .now, level: 0.8) }
    func getSnapshot(in context: Context, completion: @escaping (BatteryEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<BatteryEntry>) -> Void) {
        let entry = BatteryEntry(date: .now, level: 0.64)
        completion(Timeline(entries: [entry], policy: .after(.now.addingTimeInterval(15 * 60))))
    }
}

struct BatteryWidgetView: View {
    @Environment(\.widgetFamily) private var family
    let entry: BatteryEntry

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: entry.level) { Image(systemName: "battery.100") }
                .gaugeStyle(.accessoryCircularCapacity)
        case .accessoryInline:
            Text("Battery \(Int(entry.level * 100))%")
        default:
            VStack(alignment: .leading) {
                Text("Battery").font(.caption)
                Text(entry.level, format: .percent).font(.title.bold())
            }
        }
    }
}

struct BatteryWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Battery", provider: BatteryProvider()) { entry in
            BatteryWidgetView(entry: entry)
        }
        .configurationDisplayName("Battery")
        .supportedFamilies([.systemSmall, .accessoryCircular, .accessoryInline])
    }
}

struct BatteryRectangularWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "BatteryRectangular", provider: BatteryProvider()) { entry in
            Label(entry.level.formatted(.percent), systemImage: "bolt.fill")
        }
        .supportedFamilies([.accessoryRectangular])
    }
}

@main
struct DeviceWidgets: WidgetBundle {
    var body: some Widget {
        BatteryWidget()
        BatteryRectangularWidget()
    }
}
