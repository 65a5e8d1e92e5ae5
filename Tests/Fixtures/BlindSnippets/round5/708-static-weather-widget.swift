// ios: 17
// expect: pass
// source: https://developer.apple.com/tutorials/data/documentation/widgetkit/timelineprovider/getsnapshot(in:completion:).md https://developer.apple.com/documentation/swiftui/view/containerbackground(_:for:).md https://developer.apple.com/documentation/swiftui/containerbackgroundplacement/widget.md https://developer.apple.com/tutorials/data/documentation/swiftui/view/widgeturl(_:).md
// area: widgets
// note: TimelineProvider + StaticConfiguration with containerBackground and widgetURL
import SwiftUI
import WidgetKit

struct WeatherEntry: TimelineEntry {
    let date: Date
    let temperature: Int
}

struct WeatherProvider: TimelineProvider {
    func placeholder(in context: Context) -> WeatherEntry {
        WeatherEntry(date: Date(), temperature: 20)
    }

    func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> Void) {
        completion(WeatherEntry(date: Date(), temperature: 21))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> Void) {
        let entries = (0..<4).map { hour in
            WeatherEntry(date: Date().addingTimeInterval(Double(hour) * 3600), temperature: 18 + hour)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct WeatherWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Weather", provider: WeatherProvider()) { entry in
            Text("\(entry.temperature)°")
                .font(.largeTitle)
                .containerBackground(.blue.gradient, for: .widget)
                .widgetURL(URL(string: "weather://today"))
        }
        .configurationDisplayName("Weather")
        .description("Current temperature.")
        .supportedFamilies([.systemSmall])
    }
}
