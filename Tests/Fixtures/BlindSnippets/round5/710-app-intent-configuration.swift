// ios: 17
// expect: pass
// source: https://developer.apple.com/documentation/appintents/widgetconfigurationintent.md https://developer.apple.com/tutorials/data/documentation/widgetkit/appintenttimelineprovider.md https://developer.apple.com/documentation/widgetkit/appintenttimelineprovider/timeline(for:in:).md https://developer.apple.com/documentation/widgetkit/appintentconfiguration/init(kind:intent:provider:content:).md
// area: widgets
// note: configurable widget with WidgetConfigurationIntent, AppIntentTimelineProvider and AppIntentConfiguration
import SwiftUI
import WidgetKit
import AppIntents

struct CityIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Choose City"

    @Parameter(title: "City", default: "Cupertino")
    var city: String
}

struct CityEntry: TimelineEntry {
    let date: Date
    let city: String
}

struct CityProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> CityEntry {
        CityEntry(date: Date(), city: "Cupertino")
    }

    func snapshot(for configuration: CityIntent, in context: Context) async -> CityEntry {
        CityEntry(date: Date(), city: configuration.city)
    }

    func timeline(for configuration: CityIntent, in context: Context) async -> Timeline<CityEntry> {
        Timeline(entries: [CityEntry(date: Date(), city: configuration.city)], policy: .never)
    }
}

struct CityClockWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "CityClock", intent: CityIntent.self, provider: CityProvider()) { entry in
            Text(entry.city)
                .containerBackground(.fill.tertiary, for: .widget)
        }
    }
}
