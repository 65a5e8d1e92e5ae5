// ios: 16
// expect: error 22: is only available in iOS 17.0 or newer
// topic: toolbarTitleDisplayMode(.inlineLarge) adopted without raising the deployment target
// apis: NavigationStack, navigationTitle, toolbarTitleDisplayMode
// source: https://developer.apple.com/documentation/swiftui/view/toolbartitledisplaymode(_:)
import SwiftUI

struct StatsScreen: View {
    let values = [12, 18, 9, 22, 30]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 8) {
                    ForEach(values.indices, id: \.self) { index in
                        Text("Week \(index + 1): \(values[index]) km")
                    }
                }
                .padding()
            }
            .navigationTitle("Statistics")
            .toolbarTitleDisplayMode(.inlineLarge)
        }
    }
}
