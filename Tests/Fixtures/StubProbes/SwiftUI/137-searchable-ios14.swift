// ios: 14.0
// expect: error: 'searchable(text:placement:prompt:)' is only available in iOS 15.0 or newer
import SwiftUI

struct Feed: View {
    @State private var query = ""
    var body: some View {
        List { Text("a") }
            .searchable(text: $query)
    }
}
