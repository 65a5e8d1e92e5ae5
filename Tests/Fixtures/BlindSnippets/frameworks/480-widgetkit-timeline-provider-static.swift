// ios: 14
// expect: pass
// topic: A first home screen widget: TimelineProvider, TimelineEntry and StaticConfiguration
// apis: Widget, TimelineProvider, TimelineEntry, Timeline(entries:policy:), TimelineReloadPolicy.atEnd, StaticConfiguration(kind:provider:content:), supportedFamilies(_:)
// source: https://developer.apple.com/documentation/widgetkit/creating-a-widget-extension, https://developer.apple.com/documentation/widgetkit/timelineprovider
import WidgetKit
import SwiftUI

struct QuoteEntry: TimelineEntry {
    let date: Date
    let quote: String
}

struct QuoteProvider: TimelineProvider {
    func placeholder(in context: Context) -> QuoteEntry {
        QuoteEntry(date: Date(), quote: "Stay hungry, stay foolish.")
    }

    func getSnapshot(in context: Context, completion: @escaping (QuoteEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<QuoteEntry>) -> Void) {
        let quotes = ["Less is more.", "Make it work, then make it fast.", "Ship it."]
        let now = Date()
        let entries = quotes.enumerated().map { offset, quote in
            QuoteEntry(date: Calendar.current.date(byAdding: .hour, value: offset, to: now)!, quote: quote)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct QuoteWidgetView: View {
    let entry: QuoteEntry

    var body: some View {
        Text(entry.quote)
            .font(.headline)
            .padding()
    }
}

struct QuoteWidget: Widget {
    let kind = "QuoteWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: QuoteProvider()) { entry in
            QuoteWidgetView(entry: entry)
        }
        .configurationDisplayName("Daily Quote")
        .description("A new quote every hour.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
