// ios: 16
// expect: pass
// source: https://developer.apple.com/documentation/appintents/appshortcut/init(intent:phrases:shorttitle:systemimagename:)-8yntq.md https://developer.apple.com/documentation/appintents/appshortcut.md https://developer.apple.com/documentation/appintents/appshortcutphrase/init(_:).md
// area: app-intents
// note: the iOS 17 AppShortcut initializer with shortTitle used in an iOS 16 target
import AppIntents

struct StartTimerIntent: AppIntent {
    static var title: LocalizedStringResource = "Start Timer"

    @Parameter(title: "Minutes", default: 25)
    var minutes: Int

    func perform() async throws -> some IntentResult {
        print("Timer for \(minutes) minutes")
        return .result()
    }
}

struct TimerShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: StartTimerIntent(), phrases: ["Start a timer in \(.applicationName)"], shortTitle: "Start Timer", systemImageName: "timer")
    }
}
