// ios: 15.0
// expect: error: 'scrollContentBackground' is only available in iOS 16.0 or newer
import SwiftUI

struct PlainList: View {
    var body: some View {
        List {
            Text("iOS 15")
        }
        .scrollContentBackground(.hidden)
    }
}
