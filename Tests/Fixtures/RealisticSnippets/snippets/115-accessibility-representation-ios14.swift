// ios: 14
// expect: error 11: is only available in iOS 15.0 or newer
// topic: accessibilityRepresentation at iOS 14
// apis: accessibilityRepresentation(representation:)
struct CustomSlider: View {
    @Binding var value: Double

    var body: some View {
        Rectangle()
            .frame(height: 8)
            .accessibilityRepresentation {
                Slider(value: $value)
            }
    }
}
