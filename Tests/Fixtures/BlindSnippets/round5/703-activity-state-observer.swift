// ios: 17
// expect: pass
// source: https://developer.apple.com/tutorials/data/documentation/activitykit/activity/activitystateupdates-swift.property.md https://developer.apple.com/documentation/activitykit/activitystate.md https://developer.apple.com/documentation/activitykit/activity/contentupdates-swift.property.md
// area: live-activities
// note: observing activityStateUpdates and contentUpdates with for-await loops
import Foundation
import ActivityKit

struct ParkingAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var expiresAt: Date
    }
    var zone: String
}

final class ParkingObserver {
    func observe(_ activity: Activity<ParkingAttributes>) {
        Task {
            for await state in activity.activityStateUpdates {
                switch state {
                case .active:
                    print("Parking session active")
                case .stale:
                    print("Parking data out of date")
                case .ended, .dismissed:
                    print("Session finished")
                default:
                    break
                }
            }
        }
        Task {
            for await content in activity.contentUpdates {
                print("New expiry \(content.state.expiresAt)")
            }
        }
    }
}
