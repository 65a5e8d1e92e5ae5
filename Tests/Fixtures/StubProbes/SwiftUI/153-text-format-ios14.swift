// ios: 14.0
// expect: error: 'init(_:format:)' is only available in iOS 15.0 or newer
import SwiftUI

struct Price: View {
    let value: Double
    var body: some View {
        Text(value, format: .number)
    }
}
