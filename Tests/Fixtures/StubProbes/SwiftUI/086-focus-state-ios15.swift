// ios: 15.0
// expect: pass
import SwiftUI

struct LoginForm: View {
    enum Field: Hashable { case user, password }

    @State private var user = ""
    @State private var password = ""
    @FocusState private var focusedField: Field?
    @FocusState private var searchFocused: Bool

    var body: some View {
        Form {
            TextField("Usuario", text: $user)
                .focused($focusedField, equals: .user)
                .submitLabel(.next)
                .onSubmit { focusedField = .password }
            SecureField("Contraseña", text: $password)
                .focused($focusedField, equals: .password)
                .submitLabel(.done)
            TextField("Buscar", text: $user)
                .focused($searchFocused)
        }
        .onAppear { focusedField = .user }
    }
}
