// ios: 16.0
// expect: error: 'scrollTargetBehavior' is only available in iOS 17.0 or newer
import SwiftUI

struct Pager: View {
    var body: some View {
        ScrollView(.horizontal) {
            Text("Página")
        }
        .scrollTargetBehavior(.paging)
    }
}
