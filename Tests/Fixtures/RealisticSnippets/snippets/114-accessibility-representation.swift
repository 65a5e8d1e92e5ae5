// ios: 15
// expect: pass
// topic: accessibilityRepresentation for a custom toggle
// apis: accessibilityRepresentation(representation:), Toggle(_:isOn:)
struct SwitchPill: View {
    @Binding var isOn: Bool
    let title: String

    var body: some View {
        Capsule()
            .fill(isOn ? Color.green : Color.gray)
            .frame(width: 52, height: 30)
            .onTapGesture { isOn.toggle() }
            .accessibilityRepresentation {
                Toggle(title, isOn: $isOn)
            }
    }
}
