// ios: 15
// expect: error 10: has no member 'email'
// topic: nonexistent UIKeyboardType case
// apis: keyboardType(_:), UIKeyboardType
struct NewsletterField: View {
    @State private var email = ""

    var body: some View {
        TextField("Correo", text: $email)
            .keyboardType(.email)
    }
}
