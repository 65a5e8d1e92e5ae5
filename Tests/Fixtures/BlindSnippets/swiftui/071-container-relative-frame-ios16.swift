// ios: 16
// expect: error 14: is only available in iOS 17.0 or newer
// topic: Sizing a hero image relative to the scroll view with containerRelativeFrame on iOS 16
// apis: containerRelativeFrame(_:alignment:_:), ScrollView
// source: https://developer.apple.com/documentation/swiftui/view/containerrelativeframe(_:alignment:_:)
import SwiftUI

struct HeroBanner: View {
    var body: some View {
        ScrollView {
            Image(systemName: "photo.artframe")
                .resizable()
                .scaledToFill()
                .containerRelativeFrame(.vertical) { height, _ in height * 0.4 }
            Text("Latest stories")
                .font(.title2.bold())
                .padding()
        }
    }
}
