// ios: 15
// expect: pass
// topic: The pre-Observation baseline: ObservableObject, @Published, @StateObject, @EnvironmentObject, @ObservedObject
// apis: ObservableObject, Published, StateObject, EnvironmentObject, ObservedObject, environmentObject, preferredColorScheme
// source: https://developer.apple.com/documentation/swiftui/stateobject, https://developer.apple.com/documentation/swiftui/environmentobject
import SwiftUI

final class SettingsStore: ObservableObject {
    @Published var username = ""
    @Published var prefersDarkMode = false
}

struct SettingsRoot: View {
    @StateObject private var store = SettingsStore()

    var body: some View {
        NavigationView {
            SettingsForm()
                .navigationTitle("Settings")
        }
        .environmentObject(store)
        .preferredColorScheme(store.prefersDarkMode ? .dark : nil)
    }
}

struct SettingsForm: View {
    @EnvironmentObject private var store: SettingsStore

    var body: some View {
        Form {
            TextField("Username", text: $store.username)
            Toggle("Dark mode", isOn: $store.prefersDarkMode)
            UsernamePreview(store: store)
        }
    }
}

struct UsernamePreview: View {
    @ObservedObject var store: SettingsStore

    var body: some View {
        Text(store.username.isEmpty ? "No username" : "@\(store.username)")
            .foregroundColor(.secondary)
    }
}
