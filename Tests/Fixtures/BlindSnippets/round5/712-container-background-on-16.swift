// ios: 16
// expect: error 32: is only available in iOS 17.0 or newer
// source: https://developer.apple.com/documentation/swiftui/view/containerbackground(_:for:).md https://developer.apple.com/documentation/swiftui/containerbackgroundplacement/widget.md https://developer.apple.com/tutorials/data/documentation/widgetkit/timelineprovider/getsnapshot(in:completion:).md
// area: widgets
// note: containerBackground(_:for: .widget) applied in an iOS 16 widget without #available
import SwiftUI
import WidgetKit

struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
}

struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry {
        StepsEntry(date: Date(), steps: 0)
    }

    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) {
        completion(StepsEntry(date: Date(), steps: 4200))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        completion(Timeline(entries: [StepsEntry(date: Date(), steps: 4200)], policy: .atEnd))
    }
}

struct StepsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Steps", provider: StepsProvider()) { entry in
            Text("\(entry.steps) steps")
                .containerBackground(Color.green, for: .widget)
        }
        .supportedFamilies([.systemSmall, .accessoryRectangular])
    }
}
