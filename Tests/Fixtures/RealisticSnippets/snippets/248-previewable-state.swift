// ios: 17
// expect: pass
// topic: @Previewable @State inside #Preview
// apis: Previewable(), Preview(_:body:)
struct VolumeToggle: View {
    @Binding var isLoud: Bool
    var body: some View {
        Toggle("Volumen alto", isOn: $isLoud)
    }
}

#Preview("Interruptor") {
    @Previewable @State var loud = true
    VolumeToggle(isLoud: $loud)
}
