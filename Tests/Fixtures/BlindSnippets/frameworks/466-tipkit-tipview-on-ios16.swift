// ios: 16
// expect: error 18: is only available in iOS 17.0 or newer
// topic: Mistake: showing a TipView in an iOS 16 target without an availability check
// apis: TipView, Tip
// source: https://developer.apple.com/documentation/tipkit/tipview
import SwiftUI
import TipKit

@available(iOS 17.0, *)
struct OfflineTip: Tip {
    var title: Text { Text("Listen offline") }
    var message: Text? { Text("Download episodes to play them without a connection.") }
}

struct DownloadsView: View {
    var body: some View {
        List {
            TipView(OfflineTip())
            Text("Episode 1")
            Text("Episode 2")
        }
    }
}
