// ios: 15
// expect: error 6: is only available in iOS 16.0 or newer
// topic: Task.sleep(for:) at iOS 15
// apis: Task.sleep(for:tolerance:clock:)
func retryAfterDelay() async throws {
    try await Task.sleep(for: .seconds(2))
}
