// ios: 15
// expect: error 11: and 'Never' be equivalent
// topic: sink(receiveValue:) on a publisher that can fail
// apis: sink(receiveValue:), URLSession.dataTaskPublisher(for:)
final class ImageLoader {
    var cancellable: AnyCancellable?

    func load(_ url: URL) {
        cancellable = URLSession.shared.dataTaskPublisher(for: url)
            .map(\.data)
            .sink { data in
                print(data.count)
            }
    }
}
