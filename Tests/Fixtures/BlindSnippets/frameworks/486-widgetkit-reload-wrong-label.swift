// ios: 14
// expect: error 21: incorrect argument label in call
// topic: Reloading a widget when a setting changes; mistake: wrong argument label for reloadTimelines(ofKind:)
// apis: WidgetCenter.reloadTimelines(ofKind:), AppStorage(_:store:), onChange(of:perform:)
// source: https://developer.apple.com/documentation/widgetkit/widgetcenter/reloadtimelines(ofkind:)
import SwiftUI
import WidgetKit

struct UnitsSettingsView: View {
    @AppStorage("units", store: UserDefaults(suiteName: "group.com.example.weather"))
    private var units = "metric"

    var body: some View {
        Form {
            Picker("Units", selection: $units) {
                Text("Metric").tag("metric")
                Text("Imperial").tag("imperial")
            }
        }
        .onChange(of: units) { _ in
            WidgetCenter.shared.reloadTimelines(kind: "WeatherWidget")
        }
    }
}
