// ios: 14.0
// expect: error: 'init(_:role:action:)' is only available in iOS 15.0 or newer
import SwiftUI

struct DeleteButton: View {
    var body: some View {
        Button("Borrar", role: .destructive) {}
    }
}
