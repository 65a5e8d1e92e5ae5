// ios: 15
// expect: pass
// topic: Combine flatMap, catch, replaceError, share, CurrentValueSubject
// apis: CurrentValueSubject, flatMap(maxPublishers:_:), catch(_:), Just, share(), throttle(for:scheduler:latest:)
final class PriceTicker {
    let symbol = CurrentValueSubject<String, Never>("AAPL")
    private(set) var cancellables = Set<AnyCancellable>()

    func price(for symbol: String) -> AnyPublisher<Double, URLError> {
        Just(189.5).setFailureType(to: URLError.self).eraseToAnyPublisher()
    }

    func start() {
        let prices = symbol
            .throttle(for: .seconds(1), scheduler: DispatchQueue.main, latest: true)
            .flatMap { [unowned self] symbol in
                self.price(for: symbol)
                    .catch { _ in Just(0) }
            }
            .share()
        prices.sink { print("Precio: \($0)") }.store(in: &cancellables)
        prices.map { $0 > 200 }.removeDuplicates().sink { print("Alerta: \($0)") }.store(in: &cancellables)
    }
}
