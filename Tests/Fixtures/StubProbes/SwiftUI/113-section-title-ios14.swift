// ios: 14.0
// expect: error: 'init(_:content:)' is only available in iOS 15.0 or newer
import SwiftUI

struct Settings: View {
    var body: some View {
        Form {
            Section("General") {
                Text("Idioma")
            }
        }
    }
}
