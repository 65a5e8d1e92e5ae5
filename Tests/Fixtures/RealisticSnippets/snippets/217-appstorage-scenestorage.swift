// ios: 15
// expect: pass
// topic: AppStorage and SceneStorage
// apis: AppStorage, SceneStorage, Picker, pickerStyle(_:)
struct ReaderSettings: View {
    @AppStorage("fontSize") private var fontSize = 17.0
    @AppStorage("theme") private var theme = "claro"
    @SceneStorage("selectedTab") private var selectedTab = 0

    var body: some View {
        Form {
            Slider(value: $fontSize, in: 12...28, step: 1)
            Picker("Tema", selection: $theme) {
                Text("Claro").tag("claro")
                Text("Oscuro").tag("oscuro")
            }
            .pickerStyle(.segmented)
            Text("Pestaña \(selectedTab)")
        }
    }
}
