// ios: 16.0
// expect: error: 'sensoryFeedback(_:trigger:)' is only available in iOS 17.0 or newer
import SwiftUI

struct Saver: View {
    @State private var saved = false
    var body: some View {
        Button("Guardar") { saved = true }
            .sensoryFeedback(.success, trigger: saved)
    }
}
