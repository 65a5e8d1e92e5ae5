// ios: 14.0
// expect: error: 'textInputAutocapitalization' is only available in iOS 15.0 or newer
import SwiftUI

struct Email: View {
    @State private var email = ""
    var body: some View {
        TextField("Correo", text: $email)
            .textInputAutocapitalization(.never)
    }
}
