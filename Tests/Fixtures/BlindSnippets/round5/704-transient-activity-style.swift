// ios: 17
// expect: error 21: is only available in iOS 18.0 or newer
// source: https://developer.apple.com/documentation/activitykit/activity/request(attributes:content:pushtype:style:).md https://developer.apple.com/documentation/activitykit/activitystyle.md https://developer.apple.com/documentation/activitykit/activitycontent/init(state:staledate:relevancescore:).md
// area: live-activities
// note: request(attributes:content:pushType:style:) used on iOS 17 without an availability check
import Foundation
import ActivityKit

struct TimerAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var endDate: Date
    }
    var label: String
}

enum KitchenTimer {
    static func startTransient(label: String, minutes: Double) {
        let state = TimerAttributes.ContentState(endDate: Date().addingTimeInterval(minutes * 60))
        let content = ActivityContent(state: state, staleDate: nil)
        do {
            let activity = try Activity.request(attributes: TimerAttributes(label: label), content: content, pushType: nil, style: .transient)
            print(activity.id)
        } catch {
            print(error.localizedDescription)
        }
    }
}
