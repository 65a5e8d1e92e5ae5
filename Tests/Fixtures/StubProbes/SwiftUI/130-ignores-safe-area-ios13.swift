// ios: 13.0
// expect: error: 'ignoresSafeArea(_:edges:)' is only available in iOS 14.0 or newer
import SwiftUI

struct FullBleed: View {
    var body: some View {
        Color.blue.ignoresSafeArea()
    }
}
