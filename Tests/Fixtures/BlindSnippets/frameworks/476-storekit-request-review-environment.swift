// ios: 16
// expect: pass
// topic: Asking for a rating with the SwiftUI requestReview environment action after a milestone
// apis: Environment(\.requestReview), RequestReviewAction, AppStorage
// source: https://developer.apple.com/documentation/storekit/requestreviewaction
import SwiftUI
import StoreKit

struct CompletedWorkoutView: View {
    @Environment(\.requestReview) private var requestReview
    @AppStorage("completedWorkouts") private var completedWorkouts = 0

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "checkmark.seal.fill")
                .font(.largeTitle)
            Text("Workout saved!")
            Button("Done") {
                completedWorkouts += 1
                if completedWorkouts == 5 || completedWorkouts % 50 == 0 {
                    requestReview()
                }
            }
        }
    }
}
