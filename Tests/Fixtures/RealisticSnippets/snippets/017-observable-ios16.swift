// ios: 16
// expect: error 5: is only available in iOS 17.0 or newer
// topic: @Observable at iOS 16
// apis: Observable()
@Observable
final class Counter {
}
