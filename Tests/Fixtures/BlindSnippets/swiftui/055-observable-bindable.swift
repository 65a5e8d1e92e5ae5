// ios: 17
// expect: pass
// topic: Migrating a profile form to @Observable with @State ownership and @Bindable bindings
// apis: Observable(), ObservationIgnored(), State, Bindable, TextField(_:text:axis:), Toggle
// source: https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro, https://developer.apple.com/documentation/swiftui/bindable
import SwiftUI
import Observation

@Observable
final class ProfileModel {
    var displayName = "Taylor"
    var bio = ""
    var notificationsOn = true
    @ObservationIgnored var lastSavedAt: Date?

    func save() { lastSavedAt = .now }
}

struct ProfileScreen: View {
    @State private var model = ProfileModel()

    var body: some View {
        NavigationStack {
            ProfileForm(model: model)
                .navigationTitle(model.displayName)
        }
    }
}

struct ProfileForm: View {
    @Bindable var model: ProfileModel

    var body: some View {
        Form {
            TextField("Display name", text: $model.displayName)
            TextField("Bio", text: $model.bio, axis: .vertical)
            Toggle("Notifications", isOn: $model.notificationsOn)
            Button("Save") { model.save() }
        }
    }
}
