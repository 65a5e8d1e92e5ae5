// ios: 13.0
// expect: error: is only available in iOS 14
import Combine

final class Model: ObservableObject {
    @Published var value = 0
    init() {
        Just(1).assign(to: &$value)
    }
}
