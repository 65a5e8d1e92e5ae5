// ios: 16
// expect: pass
// topic: Task.sleep(for:) with Duration and ContinuousClock
// apis: Task.sleep(for:tolerance:clock:), Duration.seconds(_:), Duration.milliseconds(_:), ContinuousClock.measure(_:)
func pollStatus(times: Int) async throws -> Duration {
    let clock = ContinuousClock()
    return try await clock.measure {
        for _ in 0..<times {
            try await Task.sleep(for: .milliseconds(250))
        }
    }
}
