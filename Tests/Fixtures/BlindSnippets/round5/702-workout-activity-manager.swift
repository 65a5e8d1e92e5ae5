// ios: 17
// expect: pass
// source: https://developer.apple.com/documentation/activitykit/activity/update(_:).md https://developer.apple.com/documentation/activitykit/activity/end(_:dismissalpolicy:).md https://developer.apple.com/documentation/activitykit/activityuidismissalpolicy/after(_:).md
// area: live-activities
// note: store object that starts, updates and ends a workout Live Activity
import Foundation
import ActivityKit

struct WorkoutAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var heartRate: Int
        var elapsed: TimeInterval
    }
    var workoutName: String
}

final class WorkoutActivityManager {
    private var activity: Activity<WorkoutAttributes>?

    func begin(name: String) throws {
        let initial = WorkoutAttributes.ContentState(heartRate: 80, elapsed: 0)
        let content = ActivityContent(state: initial, staleDate: nil, relevanceScore: 50)
        activity = try Activity.request(attributes: WorkoutAttributes(workoutName: name), content: content)
    }

    func report(heartRate: Int, elapsed: TimeInterval) async {
        let state = WorkoutAttributes.ContentState(heartRate: heartRate, elapsed: elapsed)
        await activity?.update(ActivityContent(state: state, staleDate: Date().addingTimeInterval(60)))
    }

    func finish() async {
        guard let activity else { return }
        let lastContent = ActivityContent(state: activity.content.state, staleDate: nil)
        await activity.end(lastContent, dismissalPolicy: .after(Date().addingTimeInterval(600)))
        self.activity = nil
    }
}
