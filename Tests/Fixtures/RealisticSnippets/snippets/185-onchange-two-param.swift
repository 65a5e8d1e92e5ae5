// ios: 17
// expect: pass
// topic: onChange(of:initial:_:) with old and new values (iOS 17)
// apis: onChange(of:initial:_:)
struct VolumeSlider: View {
    @State private var volume = 0.5
    @State private var log: [String] = []

    var body: some View {
        Slider(value: $volume)
            .onChange(of: volume, initial: true) { oldValue, newValue in
                log.append("\(oldValue) → \(newValue)")
            }
            .onChange(of: log.count) {
                print("Cambios: \(log.count)")
            }
    }
}
