// ios: 17
// expect: error 5: 'EventKit' is an Apple framework that Puente's stubs do not include
// topic: Calendar access (framework not stubbed)
// apis: EKEventStore
import EventKit

struct MeetingDraft {
    let title: String
    let start: Date
}
