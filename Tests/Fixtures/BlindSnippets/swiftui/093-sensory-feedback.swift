// ios: 17
// expect: pass
// topic: Haptics without UIKit generators: sensoryFeedback with trigger, condition and computed feedback
// apis: sensoryFeedback(_:trigger:), sensoryFeedback(_:trigger:condition:), sensoryFeedback(trigger:_:), SensoryFeedback.increase, .success, .warning
// source: https://developer.apple.com/documentation/swiftui/view/sensoryfeedback(_:trigger:), https://developer.apple.com/documentation/swiftui/sensoryfeedback
import SwiftUI

struct HabitTracker: View {
    @State private var completed = 0
    @State private var goalReached = false
    let goal = 5

    var body: some View {
        VStack(spacing: 20) {
            Text("\(completed) / \(goal)")
                .font(.largeTitle.monospacedDigit())
            Button("Log habit") {
                completed += 1
                goalReached = completed >= goal
            }
            .buttonStyle(.borderedProminent)
            .sensoryFeedback(.increase, trigger: completed)
            .sensoryFeedback(.success, trigger: goalReached) { _, reached in
                reached
            }
            .sensoryFeedback(trigger: completed) { oldValue, newValue in
                newValue < oldValue ? .warning : nil
            }
            Button("Reset") {
                completed = 0
                goalReached = false
            }
        }
    }
}
