// ios: 16
// expect: error 5: 'CallKit' is an Apple framework that Puente's stubs do not include
// topic: Call directory (framework not stubbed)
// apis: CXProvider
import CallKit

struct CallSummary {
    var handle: String
    var duration: TimeInterval
}
