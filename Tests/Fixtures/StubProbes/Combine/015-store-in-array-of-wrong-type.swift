// ios: 15.0
// expect: error:
import Combine

var tokens: [String] = []
Just(1).sink { _ in }.store(in: &tokens)
