// ios: 15.0
// expect: error: 'LabeledContent' is only available in iOS 16.0 or newer
import SwiftUI

struct Row: View {
    var body: some View {
        LabeledContent("Versión", value: "1.0")
    }
}
