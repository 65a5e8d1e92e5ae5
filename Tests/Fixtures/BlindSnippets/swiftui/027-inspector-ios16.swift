// ios: 16
// expect: error 16: is only available in iOS 17.0 or newer
// topic: inspector(isPresented:) in a project that still supports iOS 16
// apis: inspector(isPresented:content:), LabeledContent
// source: https://developer.apple.com/documentation/swiftui/view/inspector(ispresented:content:)
import SwiftUI

struct PhotoInfoScreen: View {
    @State private var showInfo = true

    var body: some View {
        Image(systemName: "photo")
            .resizable()
            .scaledToFit()
            .padding()
            .inspector(isPresented: $showInfo) {
                List {
                    LabeledContent("ISO", value: "200")
                    LabeledContent("Aperture", value: "f/1.8")
                    LabeledContent("Shutter", value: "1/120")
                }
            }
    }
}
