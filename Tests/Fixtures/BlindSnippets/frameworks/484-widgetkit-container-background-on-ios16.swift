// ios: 16
// expect: error 18: is only available in iOS 17.0 or newer
// topic: Mistake: calling the iOS 17 containerBackground(_:for:) directly in an iOS 16 widget
// apis: containerBackground(_:for:), ContainerBackgroundPlacement.widget
// source: https://developer.apple.com/documentation/swiftui/view/containerbackground(_:for:)
import WidgetKit
import SwiftUI

struct StepsWidgetView: View {
    let steps: Int

    var body: some View {
        VStack {
            Image(systemName: "figure.walk")
            Text("\(steps)")
                .font(.title.bold())
        }
        .containerBackground(.green.gradient, for: .widget)
    }
}
