// ios: 14.0
// expect: error: 'task(priority:_:)' is only available in iOS 15.0 or newer
import SwiftUI

struct Feed: View {
    var body: some View {
        Text("Feed").task {}
    }
}
