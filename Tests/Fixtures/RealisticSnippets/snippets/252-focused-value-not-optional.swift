// ios: 17
// expect: error 6: a focused value is always optional
// topic: @Entry for a focused value that is not optional
// apis: Entry(), FocusedValues
extension FocusedValues {
    @Entry var zoomLevel: Double = 1
}
