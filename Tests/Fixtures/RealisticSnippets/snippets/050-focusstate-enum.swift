// ios: 15
// expect: pass
// topic: FocusState with an enum, onSubmit, submitLabel
// apis: FocusState, focused(_:equals:), onSubmit(of:_:), submitLabel(_:)
struct LoginForm: View {
    enum Field: Hashable {
        case email, password
    }

    @State private var email = ""
    @State private var password = ""
    @FocusState private var focusedField: Field?

    var body: some View {
        Form {
            TextField("Correo", text: $email)
                .focused($focusedField, equals: .email)
                .submitLabel(.next)
            SecureField("Contraseña", text: $password)
                .focused($focusedField, equals: .password)
                .submitLabel(.go)
        }
        .onSubmit {
            switch focusedField {
            case .email: focusedField = .password
            default: focusedField = nil
            }
        }
        .onAppear { focusedField = .email }
    }
}
