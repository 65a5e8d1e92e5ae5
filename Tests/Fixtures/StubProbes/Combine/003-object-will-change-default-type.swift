// ios: 15.0
// expect: pass
import Combine

final class Counter: ObservableObject {
    var value = 0 { willSet { objectWillChange.send() } }
}
let publisher: ObservableObjectPublisher = Counter().objectWillChange
