// ios: 16.4
// expect: pass
// topic: Short settings form that only bounces when it overflows, with rounded font design
// apis: scrollBounceBehavior(_:axes:), ScrollBounceBehavior.basedOnSize, fontDesign(_:), scrollDismissesKeyboard
// source: https://developer.apple.com/documentation/swiftui/view/scrollbouncebehavior(_:axes:), https://developer.apple.com/documentation/swiftui/view/fontdesign(_:)
import SwiftUI

struct FeedbackSettings: View {
    @State private var haptics = true
    @State private var sounds = false
    @State private var nickname = ""

    var body: some View {
        NavigationStack {
            Form {
                Toggle("Haptics", isOn: $haptics)
                Toggle("Sounds", isOn: $sounds)
                TextField("Nickname", text: $nickname)
            }
            .scrollBounceBehavior(.basedOnSize)
            .scrollDismissesKeyboard(.interactively)
            .fontDesign(.rounded)
            .navigationTitle("Feedback")
        }
    }
}
