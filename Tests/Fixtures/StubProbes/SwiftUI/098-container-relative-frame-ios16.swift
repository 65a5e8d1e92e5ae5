// ios: 16.0
// expect: error: 'containerRelativeFrame(_:alignment:)' is only available in iOS 17.0 or newer
import SwiftUI

struct Card: View {
    var body: some View {
        Color.blue.containerRelativeFrame(.horizontal)
    }
}
