// ios: 17
// expect: error 5: 'HealthKit' is an Apple framework that Puente's stubs do not include
// topic: Step counts (framework not stubbed)
// apis: HKHealthStore
import HealthKit

struct StepDay {
    var date: Date
    var steps: Int
}
