// ios: 15
// expect: pass
// topic: AsyncThrowingStream for paged downloads
// apis: AsyncThrowingStream(_:bufferingPolicy:_:), Continuation.finish(throwing:), Task.checkCancellation()
struct Page {
    let number: Int
    let items: [String]
}

func pages(upTo last: Int) -> AsyncThrowingStream<Page, Error> {
    AsyncThrowingStream { continuation in
        let task = Task {
            do {
                for number in 1...last {
                    try Task.checkCancellation()
                    try await Task.sleep(nanoseconds: 50_000_000)
                    continuation.yield(Page(number: number, items: ["item \(number)"]))
                }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in task.cancel() }
    }
}
