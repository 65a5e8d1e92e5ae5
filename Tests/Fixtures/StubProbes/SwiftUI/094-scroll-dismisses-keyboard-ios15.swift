// ios: 15.0
// expect: error: 'scrollDismissesKeyboard' is only available in iOS 16.0 or newer
import SwiftUI

struct Chat: View {
    var body: some View {
        ScrollView {
            Text("Mensajes")
        }
        .scrollDismissesKeyboard(.interactively)
    }
}
