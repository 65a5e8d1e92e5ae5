// ios: 17
// expect: pass
// topic: Event-based tip that appears after the third photo view, donated from a task
// apis: Tips.Event(id:), Tips.Event.donate(), #Rule, donations.count, popoverTip(_:)
// source: https://developer.apple.com/documentation/tipkit/tips/event
import SwiftUI
import TipKit

struct ShareTip: Tip {
    static let photoViewed = Tips.Event(id: "photoViewed")

    var title: Text { Text("Share with friends") }
    var message: Text? { Text("Send this album to anyone, even without the app.") }
    var image: Image? { Image(systemName: "square.and.arrow.up") }

    var rules: [Rule] {
        #Rule(Self.photoViewed) { event in
            event.donations.count >= 3
        }
    }
}

struct PhotoDetailView: View {
    let photoName: String
    private let shareTip = ShareTip()

    var body: some View {
        Image(photoName)
            .resizable()
            .scaledToFit()
            .toolbar {
                ShareLink(item: photoName)
                    .popoverTip(shareTip)
            }
            .task {
                await ShareTip.photoViewed.donate()
            }
    }
}
