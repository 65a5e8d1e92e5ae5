// ios: 15
// expect: error 11: to expected argument type 'ReferenceWritableKeyPath<CounterLabelModel, Int>'
// topic: assign(to:on:) with a key path of the wrong type
// apis: assign(to:on:), ReferenceWritableKeyPath
final class CounterLabelModel {
    var text = ""
    var cancellable: AnyCancellable?

    func bind(_ counts: AnyPublisher<Int, Never>) {
        cancellable = counts
            .assign(to: \.text, on: self)
    }
}
