// ios: 17
// expect: pass
// topic: @Environment(Type.self) with .environment(object)
// apis: Environment(_:) for Observable, environment(_:) for Observable
@Observable
final class ThemeSettings {
    var usesLargeText = false
}

struct SettingsRoot: View {
    @State private var settings = ThemeSettings()

    var body: some View {
        PreferencesView()
            .environment(settings)
    }
}

struct PreferencesView: View {
    @Environment(ThemeSettings.self) private var settings

    var body: some View {
        @Bindable var settings = settings
        Toggle("Texto grande", isOn: $settings.usesLargeText)
    }
}
