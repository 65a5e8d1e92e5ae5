// ios: 16
// expect: pass
// source: https://developer.apple.com/documentation/activitykit/activity.md https://developer.apple.com/documentation/activitykit/activitycontent/init(state:staledate:relevancescore:).md https://developer.apple.com/tutorials/data/documentation/activitykit/activity/request(attributes:content:pushtype:).md
// area: live-activities
// note: ActivityAttributes model plus a start helper guarded for 16.2 inside a 16.1-annotated type
import Foundation
import ActivityKit

@available(iOS 16.1, *)
struct DeliveryAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var courierName: String
        var minutesRemaining: Int
    }

    var orderNumber: String
    var restaurant: String
}

@available(iOS 16.1, *)
enum DeliveryActivityStarter {
    static func start(order: String, restaurant: String) {
        let attributes = DeliveryAttributes(orderNumber: order, restaurant: restaurant)
        let state = DeliveryAttributes.ContentState(courierName: "Sam", minutesRemaining: 25)
        if #available(iOS 16.2, *) {
            let content = ActivityContent(state: state, staleDate: Date().addingTimeInterval(1800))
            do {
                let activity = try Activity.request(attributes: attributes, content: content, pushType: nil)
                print("Started \(activity.id)")
            } catch {
                print("Could not start: \(error)")
            }
        }
    }
}
