// ios: 15
// expect: error 5: does not conform to protocol 'PreferenceKey'
// topic: PreferenceKey without defaultValue
// apis: PreferenceKey
struct WidthKey: PreferenceKey {
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value += nextValue()
    }
}
