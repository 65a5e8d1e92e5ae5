// ios: 15
// expect: error 5: does not conform to protocol 'EnvironmentKey'
// topic: EnvironmentKey without defaultValue
// apis: EnvironmentKey
struct AnalyticsKey: EnvironmentKey {
    typealias Value = String
}
