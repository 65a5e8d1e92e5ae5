// ios: 16.0
// expect: error: 'symbolEffect(_:options:value:)' is only available in iOS 17.0 or newer
import SwiftUI

struct Bell: View {
    @State private var count = 0
    var body: some View {
        Image(systemName: "bell")
            .symbolEffect(.bounce, value: count)
    }
}
