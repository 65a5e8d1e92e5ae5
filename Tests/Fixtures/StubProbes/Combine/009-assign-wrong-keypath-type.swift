// ios: 15.0
// expect: error:
import Combine

final class Label { var text = "" }
let label = Label()
let cancellable = Just(3).assign(to: \.text, on: label)
