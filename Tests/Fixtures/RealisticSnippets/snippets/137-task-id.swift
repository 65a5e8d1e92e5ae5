// ios: 15
// expect: pass
// topic: task(id:) reloading when the selection changes
// apis: task(id:priority:_:), Task.isCancelled, Picker
struct WeatherView: View {
    @State private var city = "Madrid"
    @State private var forecast = ""

    var body: some View {
        VStack {
            Picker("Ciudad", selection: $city) {
                ForEach(["Madrid", "Sevilla", "Oviedo"], id: \.self) { Text($0) }
            }
            .pickerStyle(.segmented)
            Text(forecast)
        }
        .task(id: city) {
            forecast = "Cargando…"
            try? await Task.sleep(nanoseconds: 300_000_000)
            guard !Task.isCancelled else { return }
            forecast = "Soleado en \(city)"
        }
    }
}
