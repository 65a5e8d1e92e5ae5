// ios: 15.0
// expect: pass
import Combine

let events = PassthroughSubject<String, Never>()
let state = CurrentValueSubject<Int, Never>(0)
var cancellables: [AnyCancellable] = []
events.sink { print($0) }.store(in: &cancellables)
state
    .combineLatest(events)
    .sink(receiveCompletion: { _ in }, receiveValue: { value, event in print(value, event) })
    .store(in: &cancellables)
events.send("tap")
state.value += 1
state.send(completion: .finished)
let ping = PassthroughSubject<Void, Never>()
ping.send()
