// ios: 14.0
// expect: error: 'AsyncImage' is only available in iOS 15.0 or newer
import SwiftUI

struct Avatar: View {
    let url: URL?
    var body: some View {
        AsyncImage(url: url)
    }
}
