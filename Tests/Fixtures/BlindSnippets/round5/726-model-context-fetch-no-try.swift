// ios: 17
// expect: error 27: call can throw but is not marked with 'try'
// source: https://developer.apple.com/documentation/swiftdata/modelcontext/fetch(_:).md https://developer.apple.com/documentation/swiftdata/fetchdescriptor/init(predicate:sortby:).md https://developer.apple.com/tutorials/data/documentation/swiftdata/modelcontext.md
// area: swiftdata
// note: ModelContext.fetch(_:) is throwing; the port from Core Data forgot try
import Foundation
import SwiftData

@Model
final class Workout {
    var kind: String
    var minutes: Int

    init(kind: String, minutes: Int) {
        self.kind = kind
        self.minutes = minutes
    }
}

struct WorkoutStats {
    let context: ModelContext

    func longWorkouts(threshold: Int) throws -> [Workout] {
        let descriptor = FetchDescriptor<Workout>(
            predicate: #Predicate<Workout> { workout in workout.minutes >= threshold },
            sortBy: [SortDescriptor(\.minutes, order: .reverse)])
        let results = context.fetch(descriptor)
        return results
    }
}
