// ios: 14.0
// expect: error: 'dismiss' is only available in iOS 15.0 or newer
import SwiftUI

struct Sheet: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Cerrar") { dismiss() }
    }
}
