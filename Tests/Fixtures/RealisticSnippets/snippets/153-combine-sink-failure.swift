// ios: 15
// expect: pass
// topic: dataTaskPublisher with decode, receive(on:) and sink(receiveCompletion:receiveValue:)
// apis: URLSession.dataTaskPublisher(for:), decode(type:decoder:), receive(on:options:), sink(receiveCompletion:receiveValue:), eraseToAnyPublisher()
struct Quote: Decodable {
    let text: String
}

final class QuoteService {
    private var cancellable: AnyCancellable?

    func quotePublisher(url: URL) -> AnyPublisher<Quote, Error> {
        URLSession.shared.dataTaskPublisher(for: url)
            .map(\.data)
            .decode(type: Quote.self, decoder: JSONDecoder())
            .receive(on: DispatchQueue.main)
            .eraseToAnyPublisher()
    }

    func load(url: URL) {
        cancellable = quotePublisher(url: url).sink { completion in
            if case .failure(let error) = completion {
                print("Error: \(error)")
            }
        } receiveValue: { quote in
            print(quote.text)
        }
    }
}
