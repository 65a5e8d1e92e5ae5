// ios: 15
// expect: pass
// source: https://developer.apple.com/documentation/widgetkit/intentconfiguration.md https://developer.apple.com/tutorials/data/documentation/widgetkit/intenttimelineprovider.md https://developer.apple.com/tutorials/data/documentation/widgetkit/intenttimelineprovider/gettimeline(for:in:completion:).md
// area: widgets
// note: pre-App-Intents configurable widget with an INIntent subclass and IntentTimelineProvider
import SwiftUI
import WidgetKit
import Intents

class SelectAccountIntent: INIntent {
    @NSManaged var accountName: String?
}

struct BalanceEntry: TimelineEntry {
    let date: Date
    let account: String
}

struct BalanceProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> BalanceEntry {
        BalanceEntry(date: Date(), account: "Checking")
    }

    func getSnapshot(for configuration: SelectAccountIntent, in context: Context, completion: @escaping (BalanceEntry) -> Void) {
        completion(BalanceEntry(date: Date(), account: configuration.accountName ?? "Checking"))
    }

    func getTimeline(for configuration: SelectAccountIntent, in context: Context, completion: @escaping (Timeline<BalanceEntry>) -> Void) {
        let entry = BalanceEntry(date: Date(), account: configuration.accountName ?? "Checking")
        completion(Timeline(entries: [entry], policy: .after(Date().addingTimeInterval(900))))
    }
}

struct BalanceWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "Balance", intent: SelectAccountIntent.self, provider: BalanceProvider()) { entry in
            Text(entry.account)
        }
        .configurationDisplayName("Balance")
    }
}
