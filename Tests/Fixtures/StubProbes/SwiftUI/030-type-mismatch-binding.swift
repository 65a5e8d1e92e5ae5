// ios: 15.0
// expect: error: cannot convert value 'on' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead
import SwiftUI

struct SettingsRow: View {
    @State private var on = false
    var body: some View {
        Toggle("Notificaciones", isOn: on)
    }
}
