// ios: 13.0
// expect: pass
import SwiftUI

struct Thumb: View {
    var body: some View {
        Color.red.clipShape(.rect(cornerRadius: 8))
    }
}
