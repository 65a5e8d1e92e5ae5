// ios: 16
// expect: error 28: is only available in iOS 16.2 or newer
// source: https://developer.apple.com/documentation/activitykit/activitycontent.md https://developer.apple.com/documentation/activitykit/activitycontent/init(state:staledate:relevancescore:).md https://developer.apple.com/documentation/activitykit/activity.md
// area: live-activities
// note: ActivityContent (16.2) built inside a type annotated only for iOS 16.1
import Foundation
import ActivityKit

@available(iOS 16.1, *)
struct FlightAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var gate: String
        var boardingTime: Date
    }
    var flightNumber: String
}

@available(iOS 16.1, *)
final class FlightStatusLogger {
    private let formatter = DateFormatter()

    init() {
        formatter.timeStyle = .short
    }

    func log(gate: String, boarding: Date) {
        let state = FlightAttributes.ContentState(gate: gate, boardingTime: boarding)
        let content = ActivityContent(state: state, staleDate: boarding)
        print("Gate \(gate) at \(formatter.string(from: boarding))", content)
    }
}
