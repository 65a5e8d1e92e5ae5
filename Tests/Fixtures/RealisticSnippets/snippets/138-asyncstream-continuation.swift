// ios: 15
// expect: pass
// topic: AsyncStream wrapping a callback API with onTermination
// apis: AsyncStream(_:bufferingPolicy:_:), AsyncStream.Continuation.yield(_:), onTermination, finish()
final class LocationTicker {
    var onUpdate: ((Double) -> Void)?
    func start() {}
    func stop() {}
}

func locationUpdates(from ticker: LocationTicker) -> AsyncStream<Double> {
    AsyncStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
        ticker.onUpdate = { value in
            continuation.yield(value)
        }
        continuation.onTermination = { _ in
            ticker.stop()
        }
        ticker.start()
    }
}

func printUpdates(_ ticker: LocationTicker) async {
    for await latitude in locationUpdates(from: ticker) {
        print(latitude)
    }
}
