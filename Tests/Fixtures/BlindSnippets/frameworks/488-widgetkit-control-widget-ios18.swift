// ios: 26
// expect: pass
// topic: iOS 18 Control Center control: ControlWidget with a StaticControlConfiguration and ControlWidgetButton
// apis: ControlWidget, StaticControlConfiguration(kind:content:), ControlWidgetButton(action:label:), ControlWidgetConfiguration.displayName(_:), AppIntent
// source: https://developer.apple.com/documentation/widgetkit/controlwidget
import WidgetKit
import SwiftUI
import AppIntents

struct StartFocusTimerIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Focus Timer"

    func perform() async throws -> some IntentResult {
        UserDefaults(suiteName: "group.com.example.focus")?.set(Date(), forKey: "timerStart")
        return .result()
    }
}

struct FocusTimerControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.focus.start") {
            ControlWidgetButton(action: StartFocusTimerIntent()) {
                Label("Focus", systemImage: "timer")
            }
        }
        .displayName("Start Focus")
        .description("Starts a 25-minute focus session.")
    }
}
