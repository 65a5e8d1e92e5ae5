// ios: 15.0
// expect: pass
import SwiftUI
import UIKit

struct PinEntry: View {
    @State private var pin = ""
    @State private var email = ""
    var body: some View {
        Form {
            TextField("PIN", text: $pin)
                .keyboardType(.numberPad)
            TextField("Correo", text: $email)
                .keyboardType(.emailAddress)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .submitLabel(.go)
                .onSubmit { print(email) }
        }
        .submitScope()
    }
}
