// ios: 16
// expect: error 19: is only available in iOS 16.1 or newer
// topic: The fontDesign view modifier arrived in iOS 16.1, not 16.0
// apis: fontDesign(_:), Font.system(size:weight:design:)
// source: https://developer.apple.com/documentation/swiftui/view/fontdesign(_:)
import SwiftUI

struct ScoreBoard: View {
    let home: Int
    let away: Int

    var body: some View {
        HStack(spacing: 24) {
            Text("\(home)")
            Text(":")
            Text("\(away)")
        }
        .font(.system(size: 56, weight: .heavy))
        .fontDesign(.rounded)
    }
}
