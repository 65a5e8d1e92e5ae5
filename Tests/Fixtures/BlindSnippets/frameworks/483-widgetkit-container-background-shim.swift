// ios: 14
// expect: pass
// topic: Back-deploying the iOS 17 widget container background with a View extension and #available
// apis: containerBackground(_:for:), ContainerBackgroundPlacement.widget, background(_:), Text(_:style:), TimelineEntry
// source: https://developer.apple.com/documentation/swiftui/view/containerbackground(_:for:)
import WidgetKit
import SwiftUI

extension View {
    @ViewBuilder
    func widgetBackground(_ color: Color) -> some View {
        if #available(iOS 17.0, *) {
            containerBackground(color, for: .widget)
        } else {
            background(color.ignoresSafeArea())
        }
    }
}

struct CountdownEntry: TimelineEntry {
    let date: Date
    let eventDate: Date
    let title: String
}

struct CountdownView: View {
    let entry: CountdownEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(entry.title)
                .font(.caption)
                .foregroundColor(.white.opacity(0.8))
            Text(entry.eventDate, style: .relative)
                .font(.title2.bold())
                .foregroundColor(.white)
        }
        .widgetBackground(.purple)
    }
}
