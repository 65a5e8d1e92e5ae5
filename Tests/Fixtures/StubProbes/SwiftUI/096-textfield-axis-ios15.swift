// ios: 15.0
// expect: error: 'init(_:text:axis:)' is only available in iOS 16.0 or newer
import SwiftUI

struct Composer: View {
    @State private var text = ""
    var body: some View {
        TextField("Mensaje", text: $text, axis: .vertical)
    }
}
