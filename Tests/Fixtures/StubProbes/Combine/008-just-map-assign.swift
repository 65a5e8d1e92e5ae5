// ios: 15.0
// expect: pass
import Combine

final class Label { var text = "" }
let label = Label()
let cancellable = Just(3)
    .map { "\($0) items" }
    .assign(to: \.text, on: label)
cancellable.cancel()
let erased: AnyPublisher<Int, Never> = Just(1).eraseToAnyPublisher()
