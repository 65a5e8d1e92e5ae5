// ios: 17
// expect: error 27: is only available in iOS 17.2 or newer
// source: https://developer.apple.com/documentation/activitykit/activity/end(_:dismissalpolicy:timestamp:).md https://developer.apple.com/documentation/activitykit/activity/end(_:dismissalpolicy:).md https://developer.apple.com/documentation/activitykit/activityuidismissalpolicy/immediate.md
// area: live-activities
// note: end(_:dismissalPolicy:timestamp:) needs 17.2 but the file targets 17.0
import Foundation
import ActivityKit

struct ScoreAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var home: Int
        var away: Int
    }
    var matchTitle: String
}

final class ScoreboardController {
    private let activity: Activity<ScoreAttributes>

    init(activity: Activity<ScoreAttributes>) {
        self.activity = activity
    }

    func finalWhistle(home: Int, away: Int) async {
        let state = ScoreAttributes.ContentState(home: home, away: away)
        let content = ActivityContent(state: state, staleDate: nil)
        await activity.end(content, dismissalPolicy: .immediate, timestamp: Date())
    }
}
