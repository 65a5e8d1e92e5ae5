// ios: 16
// expect: error 39: is not marked with 'try'
// topic: Start-workout intent with an AppEnum parameter; mistake: calling a throwing async method without try
// apis: AppIntent, AppEnum, Parameter, openAppWhenRun, perform()
// source: https://developer.apple.com/documentation/appintents/appintent/perform()
import AppIntents

enum WorkoutKind: String, AppEnum, CaseIterable {
    case run, ride, swim

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Workout"
    static var caseDisplayRepresentations: [WorkoutKind: DisplayRepresentation] = [
        .run: "Run", .ride: "Ride", .swim: "Swim"
    ]
}

enum WorkoutError: Error {
    case alreadyRunning
}

actor WorkoutSession {
    static let shared = WorkoutSession()
    private var current: WorkoutKind?

    func start(_ kind: WorkoutKind) throws {
        guard current == nil else { throw WorkoutError.alreadyRunning }
        current = kind
    }
}

struct StartWorkoutIntent: AppIntent {
    static var title: LocalizedStringResource = "Start Workout"
    static var openAppWhenRun = true

    @Parameter(title: "Workout")
    var kind: WorkoutKind

    func perform() async throws -> some IntentResult {
        await WorkoutSession.shared.start(kind)
        return .result()
    }
}
