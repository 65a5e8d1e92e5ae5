// ios: 17
// expect: pass
// topic: one-parameter onChange(of:perform:) deprecated at iOS 17 (warning only)
// apis: onChange(of:perform:)
struct LegacyToggleLogger: View {
    @State private var enabled = false

    var body: some View {
        Toggle("Notificaciones", isOn: $enabled)
            .onChange(of: enabled) { newValue in
                print("Ahora: \(newValue)")
            }
    }
}
