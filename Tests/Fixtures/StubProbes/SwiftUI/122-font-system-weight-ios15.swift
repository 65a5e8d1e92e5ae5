// ios: 15.0
// expect: error: 'system(_:design:weight:)' is only available in iOS 16.0 or newer
import SwiftUI

struct Heading: View {
    var body: some View {
        Text("Título").font(.system(.title, design: .rounded, weight: .bold))
    }
}
