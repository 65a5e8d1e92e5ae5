// ios: 17
// expect: error 15: cannot find '$profile' in scope
// topic: binding to a plain @Observable property without @Bindable
// apis: Observable(), Bindable
@Observable
final class ProfileModel {
    var displayName = ""
}

struct ProfileForm: View {
    var profile: ProfileModel

    var body: some View {
        Form {
            TextField("Nombre", text: $profile.displayName)
        }
    }
}
