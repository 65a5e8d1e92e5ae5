// ios: 16
// expect: pass
// source: https://developer.apple.com/documentation/widgetkit/activityconfiguration/init(for:content:dynamicisland:).md https://developer.apple.com/documentation/widgetkit/dynamicisland/init(expanded:compactleading:compacttrailing:minimal:).md https://developer.apple.com/documentation/widgetkit/dynamicislandexpandedregion/init(_:priority:content:).md
// area: widgets
// note: ActivityConfiguration with all four Dynamic Island presentations
import SwiftUI
import WidgetKit
import ActivityKit

@available(iOS 16.1, *)
struct RideAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var driver: String
        var etaMinutes: Int
    }
    var pickup: String
}

@available(iOS 16.1, *)
struct RideLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: RideAttributes.self) { context in
            VStack(alignment: .leading) {
                Text("Pickup at \(context.attributes.pickup)")
                Text("\(context.state.driver) arrives in \(context.state.etaMinutes) min")
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "car.fill")
                }
                DynamicIslandExpandedRegion(.trailing, priority: 1) {
                    Text("\(context.state.etaMinutes) min")
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text(context.state.driver)
                }
            } compactLeading: {
                Image(systemName: "car")
            } compactTrailing: {
                Text("\(context.state.etaMinutes)m")
            } minimal: {
                Image(systemName: "car")
            }
        }
    }
}
