// ios: 17
// expect: pass
// topic: Fetching outside of views: FetchDescriptor with predicate, sort and fetchLimit, fetchCount and batch delete
// apis: FetchDescriptor, SortDescriptor, ModelContext.fetch, ModelContext.fetchCount, ModelContext.delete(model:where:), #Predicate
// source: https://developer.apple.com/documentation/swiftdata/fetchdescriptor
import Foundation
import SwiftData

@Model
final class Workout {
    var kind: String
    var minutes: Int
    var date: Date

    init(kind: String, minutes: Int, date: Date) {
        self.kind = kind
        self.minutes = minutes
        self.date = date
    }
}

struct WorkoutStats {
    let context: ModelContext

    func latestRuns(limit: Int) throws -> [Workout] {
        var descriptor = FetchDescriptor<Workout>(
            predicate: #Predicate { $0.kind == "Run" },
            sortBy: [SortDescriptor(\.date, order: .reverse)]
        )
        descriptor.fetchLimit = limit
        return try context.fetch(descriptor)
    }

    func longSessionCount(threshold: Int) throws -> Int {
        let descriptor = FetchDescriptor<Workout>(
            predicate: #Predicate { workout in workout.minutes >= threshold }
        )
        return try context.fetchCount(descriptor)
    }

    func purgeOlderThan(_ cutoff: Date) throws {
        try context.delete(model: Workout.self, where: #Predicate { $0.date < cutoff })
        try context.save()
    }
}
