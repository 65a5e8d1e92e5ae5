// ios: 16
// expect: error 10: is only available in iOS 17.0 or newer
// topic: two-parameter onChange closure at iOS 16
// apis: onChange(of:initial:_:)
struct BrightnessControl: View {
    @State private var brightness = 0.8

    var body: some View {
        Slider(value: $brightness)
            .onChange(of: brightness) { oldValue, newValue in
                print(oldValue, newValue)
            }
    }
}
