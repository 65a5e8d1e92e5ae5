// ios: 16
// expect: pass
// topic: Mistake: adding the iOS 17 ShortcutsLink to a settings screen in an iOS 16 target
// apis: ShortcutsLink, Section
// source: https://developer.apple.com/documentation/appintents/shortcutslink
import SwiftUI
import AppIntents

struct SettingsShortcutsSection: View {
    var body: some View {
        Form {
            Section("Siri & Shortcuts") {
                Text("Ask Siri to log a brew or open your favorites.")
                ShortcutsLink()
            }
        }
    }
}
