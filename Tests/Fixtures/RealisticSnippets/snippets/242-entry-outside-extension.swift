// ios: 18
// expect: error 6: can only be used in an extension of EnvironmentValues
// topic: @Entry in a view instead of an EnvironmentValues extension
// apis: Entry()
struct SettingsView: View {
    @Entry var compact: Bool = false
    var body: some View {
        Text(compact ? "Compacto" : "Normal")
    }
}
