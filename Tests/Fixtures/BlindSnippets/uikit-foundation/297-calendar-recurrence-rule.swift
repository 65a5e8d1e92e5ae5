// ios: 18
// expect: pass
// topic: Computing medication reminder dates with Calendar.RecurrenceRule (iOS 18) instead of hand-rolled date loops
// apis: Calendar.RecurrenceRule.init(calendar:frequency:interval:end:matchingPolicy:repeatedTimePolicy:months:daysOfTheYear:daysOfTheMonth:weeks:weekdays:hours:minutes:seconds:setPositions:), Calendar.RecurrenceRule.End.afterOccurrences(_:), Calendar.RecurrenceRule.recurrences(of:in:)
// source: https://developer.apple.com/documentation/foundation/calendar/recurrencerule, https://developer.apple.com/documentation/foundation/calendar/recurrencerule/recurrences(of:in:)-4y30t
import Foundation

struct MedicationSchedule {
    let firstDose: Date
    var calendar = Calendar(identifier: .gregorian)

    var rule: Calendar.RecurrenceRule {
        Calendar.RecurrenceRule(calendar: calendar, frequency: .daily, interval: 2, end: .afterOccurrences(10))
    }

    func upcomingDoses(limit: Int = 5) -> [Date] {
        Array(rule.recurrences(of: firstDose).prefix(limit))
    }

    func doses(between start: Date, and end: Date) -> [Date] {
        Array(rule.recurrences(of: firstDose, in: start..<end))
    }
}
