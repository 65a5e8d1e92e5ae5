// ios: 15
// expect: pass
// topic: textContentType, keyboardType, textInputAutocapitalization, autocorrectionDisabled
// apis: textContentType(_:), keyboardType(_:), textInputAutocapitalization(_:), autocorrectionDisabled(_:), UITextContentType
struct ContactFields: View {
    @State private var email = ""
    @State private var phone = ""
    @State private var code = ""
    @State private var newPassword = ""

    var body: some View {
        Form {
            TextField("Correo", text: $email)
                .textContentType(.emailAddress)
                .keyboardType(.emailAddress)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
            TextField("Teléfono", text: $phone)
                .textContentType(.telephoneNumber)
                .keyboardType(.phonePad)
            TextField("Código", text: $code)
                .textContentType(.oneTimeCode)
                .keyboardType(.numberPad)
            SecureField("Nueva contraseña", text: $newPassword)
                .textContentType(.newPassword)
        }
    }
}
