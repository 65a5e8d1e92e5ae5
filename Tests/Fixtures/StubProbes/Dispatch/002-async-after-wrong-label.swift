// ios: 15.0
// expect: error: no exact matches in call to instance method 'asyncAfter'
import Dispatch

DispatchQueue.main.asyncAfter(after: .now() + 1) {}
