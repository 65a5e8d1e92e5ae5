// ios: 17.0
// expect: error: 'init(selection:content:)' is unavailable in iOS
import SwiftUI

// The non-optional single-selection List initializer exists only on macOS.
struct Picker2: View {
    @State private var selection: String = "a"
    var body: some View {
        List(selection: $selection) {
            Text("a").tag("a")
        }
    }
}
