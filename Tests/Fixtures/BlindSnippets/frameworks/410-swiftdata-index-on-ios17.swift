// ios: 17
// expect: error 11: is only available in iOS 18
// topic: Mistake: adding the iOS 18 #Index macro to a model in an iOS 17 app
// apis: Index, Model
// source: https://developer.apple.com/documentation/swiftdata/index(_:)
import Foundation
import SwiftData

@Model
final class LogEntry {
    #Index<LogEntry>([\.timestamp], [\.level, \.timestamp])

    var level: Int
    var message: String
    var timestamp: Date

    init(level: Int, message: String, timestamp: Date = .now) {
        self.level = level
        self.message = message
        self.timestamp = timestamp
    }
}
