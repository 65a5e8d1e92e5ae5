// ios: 15.0
// expect: error:
import Combine

enum LoadError: Error { case failed }
let subject = PassthroughSubject<Int, LoadError>()
let token = subject.sink(receiveValue: { print($0) })
