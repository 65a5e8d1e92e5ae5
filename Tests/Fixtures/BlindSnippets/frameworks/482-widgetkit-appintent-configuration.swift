// ios: 17
// expect: pass
// topic: Migrating a SiriKit-intent widget to iOS 17 AppIntentConfiguration with an AppIntentTimelineProvider
// apis: AppIntentConfiguration(kind:intent:provider:content:), AppIntentTimelineProvider, WidgetConfigurationIntent, Parameter(title:default:), IntentDescription, containerBackground(_:for:)
// source: https://developer.apple.com/documentation/widgetkit/appintentconfiguration, https://developer.apple.com/documentation/widgetkit/appintenttimelineprovider
import WidgetKit
import SwiftUI
import AppIntents

struct CitySelectionIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Choose City"
    static var description = IntentDescription("Pick the city to show the weather for.")

    @Parameter(title: "City", default: "Zurich")
    var city: String

    @Parameter(title: "Use Celsius", default: true)
    var usesCelsius: Bool
}

struct WeatherEntry: TimelineEntry {
    let date: Date
    let city: String
    let temperature: Measurement<UnitTemperature>
}

struct WeatherProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> WeatherEntry {
        WeatherEntry(date: .now, city: "Zurich", temperature: Measurement(value: 18, unit: .celsius))
    }

    func snapshot(for configuration: CitySelectionIntent, in context: Context) async -> WeatherEntry {
        entry(for: configuration)
    }

    func timeline(for configuration: CitySelectionIntent, in context: Context) async -> Timeline<WeatherEntry> {
        Timeline(entries: [entry(for: configuration)], policy: .after(.now.addingTimeInterval(3600)))
    }

    private func entry(for configuration: CitySelectionIntent) -> WeatherEntry {
        let celsius = Measurement(value: 21, unit: UnitTemperature.celsius)
        let value = configuration.usesCelsius ? celsius : celsius.converted(to: .fahrenheit)
        return WeatherEntry(date: .now, city: configuration.city, temperature: value)
    }
}

struct WeatherWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Weather", intent: CitySelectionIntent.self, provider: WeatherProvider()) { entry in
            VStack(alignment: .leading) {
                Text(entry.city).font(.headline)
                Text(entry.temperature.formatted())
            }
            .containerBackground(.blue.gradient, for: .widget)
        }
        .configurationDisplayName("Weather")
    }
}
