// ios: 13.0
// expect: error: 'Label' is only available in iOS 14.0 or newer
import SwiftUI

struct Row: View {
    var body: some View {
        Label("Favoritos", systemImage: "star")
    }
}
