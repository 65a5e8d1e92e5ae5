// ios: 15.0
// expect: error: 'ViewThatFits' is only available in iOS 16.0 or newer
import SwiftUI

struct Adaptive: View {
    var body: some View {
        ViewThatFits {
            Text("Largo")
            Text("Corto")
        }
    }
}
