// ios: 17
// expect: pass
// source: https://developer.apple.com/documentation/appintents/appshortcut/init(intent:phrases:shorttitle:systemimagename:)-8yntq.md https://developer.apple.com/documentation/appintents/appshortcutphrase.md https://developer.apple.com/documentation/appintents/app-shortcuts.md
// area: app-intents
// note: AppShortcutsProvider with two App Shortcuts using shortTitle and systemImageName
import AppIntents

struct StartFocusIntent: AppIntent {
    static var title: LocalizedStringResource = "Start Focus Session"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Focus session started.")
    }
}

struct LogWaterIntent: AppIntent {
    static var title: LocalizedStringResource = "Log Water"

    @Parameter(title: "Glasses", default: 1)
    var glasses: Int

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Logged \(glasses) glasses.")
    }
}

struct WellnessShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: StartFocusIntent(), phrases: ["Start focus in \(.applicationName)"], shortTitle: "Focus", systemImageName: "brain.head.profile")
        AppShortcut(intent: LogWaterIntent(), phrases: ["Log water with \(.applicationName)"], shortTitle: "Log Water", systemImageName: "drop.fill")
    }
}
