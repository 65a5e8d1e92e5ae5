// ios: 14
// expect: error 10: is only available in iOS 15.0 or newer
// topic: textInputAutocapitalization at iOS 14
// apis: textInputAutocapitalization(_:)
struct UsernameField: View {
    @State private var username = ""

    var body: some View {
        TextField("Usuario", text: $username)
            .textInputAutocapitalization(.never)
    }
}
