// ios: 15
// expect: pass
// topic: AsyncStream.makeStream(of:) (Swift 5.9, back-deployed)
// apis: AsyncStream.makeStream(of:bufferingPolicy:), AsyncStream.Continuation
final class EventBus {
    let events: AsyncStream<String>
    private let continuation: AsyncStream<String>.Continuation

    init() {
        (events, continuation) = AsyncStream.makeStream(of: String.self)
    }

    func send(_ event: String) {
        continuation.yield(event)
    }

    deinit {
        continuation.finish()
    }
}
