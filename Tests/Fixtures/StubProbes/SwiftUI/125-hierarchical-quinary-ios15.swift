// ios: 15.0
// expect: error: 'quinary' is only available in iOS 16.0 or newer
import SwiftUI

struct Faint: View {
    var body: some View {
        Text("Apenas visible").foregroundStyle(.quinary)
    }
}
