// ios: 16.0
// expect: error: 'rect(cornerRadius:style:)' is only available in iOS 17.0 or newer
import SwiftUI

struct Thumb: View {
    var body: some View {
        Color.red.clipShape(.rect(cornerRadius: 8))
    }
}
