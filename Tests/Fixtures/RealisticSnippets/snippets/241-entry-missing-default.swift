// ios: 18
// expect: error 6: needs a default value
// topic: @Entry on a non-optional property without a default
// apis: Entry()
extension EnvironmentValues {
    @Entry var cornerStyle: Double
}
