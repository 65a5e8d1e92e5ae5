// ios: 15
// expect: pass
// topic: Moving focus between sign-in fields with @FocusState and onSubmit
// apis: FocusState, focused(_:equals:), submitLabel, onSubmit, keyboardType, textContentType, textInputAutocapitalization
// source: https://developer.apple.com/documentation/swiftui/focusstate, https://developer.apple.com/documentation/swiftui/view/focused(_:equals:)
import SwiftUI
import UIKit

struct SignInForm: View {
    enum Field: Hashable {
        case email, password
    }

    @State private var email = ""
    @State private var password = ""
    @FocusState private var focusedField: Field?

    var body: some View {
        Form {
            TextField("Email", text: $email)
                .keyboardType(.emailAddress)
                .textContentType(.username)
                .textInputAutocapitalization(.never)
                .focused($focusedField, equals: .email)
                .submitLabel(.next)
            SecureField("Password", text: $password)
                .textContentType(.password)
                .focused($focusedField, equals: .password)
                .submitLabel(.go)
            Button("Sign in", action: signIn)
                .disabled(email.isEmpty || password.isEmpty)
        }
        .onSubmit {
            switch focusedField {
            case .email: focusedField = .password
            default: signIn()
            }
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                focusedField = .email
            }
        }
    }

    private func signIn() {
        focusedField = nil
        print("Signing in \(email)")
    }
}
