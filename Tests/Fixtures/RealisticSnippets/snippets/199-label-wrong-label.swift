// ios: 15
// expect: error 7: no exact matches in call to initializer
// topic: Label(_:systemName:) confused with Image(systemName:)
// apis: Label(_:systemImage:)
struct SettingsRow: View {
    var body: some View {
        Label("Ajustes", systemName: "gear")
    }
}
