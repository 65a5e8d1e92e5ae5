// ios: 18
// expect: error 6: cannot convert value of type 'String' to specified type 'Int'
// topic: @Entry whose default does not match its type
// apis: Entry()
extension EnvironmentValues {
    @Entry var maximumItems: Int = "diez"
}
