// ios: 14.0
// expect: error: 'foregroundStyle' is only available in iOS 15.0 or newer
import SwiftUI

struct Styled: View {
    var body: some View {
        Image(systemName: "star").foregroundStyle(.secondary)
    }
}
