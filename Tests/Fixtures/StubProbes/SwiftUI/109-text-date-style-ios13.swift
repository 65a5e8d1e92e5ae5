// ios: 13.0
// expect: error: 'init(_:style:)' is only available in iOS 14.0 or newer
import SwiftUI

struct Clock: View {
    let date: Date
    var body: some View {
        Text(date, style: .time)
    }
}
