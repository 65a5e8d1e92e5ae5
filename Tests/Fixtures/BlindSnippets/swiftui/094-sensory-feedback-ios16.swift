// ios: 16
// expect: error 16: is only available in iOS 17.0 or newer
// topic: Replacing UINotificationFeedbackGenerator with sensoryFeedback before dropping iOS 16
// apis: sensoryFeedback(_:trigger:), SensoryFeedback.success
// source: https://developer.apple.com/documentation/swiftui/view/sensoryfeedback(_:trigger:)
import SwiftUI

struct SaveButton: View {
    @State private var saveCount = 0

    var body: some View {
        Button("Save") {
            saveCount += 1
        }
        .buttonStyle(.borderedProminent)
        .sensoryFeedback(.success, trigger: saveCount)
    }
}
