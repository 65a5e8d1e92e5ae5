// ios: 16
// expect: error 26: incorrect argument label in call
// source: https://developer.apple.com/tutorials/data/documentation/widgetkit/widgetcenter/reloadtimelines(ofkind:).md https://developer.apple.com/tutorials/data/documentation/widgetkit/widgetcenter.md
// area: widgets
// note: reloadTimelines called with kind: instead of ofKind:
import SwiftUI
import WidgetKit

struct ReadingGoalView: View {
    @AppStorage("pagesToday", store: UserDefaults(suiteName: "group.com.example.reader"))
    private var pagesToday = 0

    var body: some View {
        VStack(spacing: 12) {
            Text("Pages today: \(pagesToday)")
                .font(.headline)
            Stepper("Pages", value: $pagesToday, in: 0...500)
            Button("Update widget") {
                refreshWidget()
            }
        }
        .padding()
    }

    private func refreshWidget() {
        WidgetCenter.shared.reloadTimelines(kind: "ReadingGoal")
    }
}
