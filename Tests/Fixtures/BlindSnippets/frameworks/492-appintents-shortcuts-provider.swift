// ios: 17
// expect: pass
// topic: Zero-setup App Shortcuts: AppShortcutsProvider with phrases, short titles and SF Symbols
// apis: AppShortcutsProvider, AppShortcut(intent:phrases:shortTitle:systemImageName:), AppShortcutsBuilder, applicationName, ProvidesDialog
// source: https://developer.apple.com/documentation/appintents/appshortcutsprovider, https://developer.apple.com/documentation/appintents/appshortcut/init(intent:phrases:shorttitle:systemimagename:)-8yntq
import AppIntents

struct StartTimerIntent: AppIntent {
    static var title: LocalizedStringResource = "Start Timer"

    @Parameter(title: "Minutes", default: 25)
    var minutes: Int

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Timer started for \(minutes) minutes.")
    }
}

struct ShowStatsIntent: AppIntent {
    static var title: LocalizedStringResource = "Show Statistics"
    static var openAppWhenRun = true

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct FocusShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: StartTimerIntent(),
            phrases: [
                "Start a focus timer in \(.applicationName)",
                "Focus with \(.applicationName)"
            ],
            shortTitle: "Start Timer",
            systemImageName: "timer"
        )
        AppShortcut(
            intent: ShowStatsIntent(),
            phrases: ["Show my \(.applicationName) stats"],
            shortTitle: "Stats",
            systemImageName: "chart.bar"
        )
    }
}
