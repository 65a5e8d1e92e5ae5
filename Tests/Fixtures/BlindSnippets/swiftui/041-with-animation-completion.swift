// ios: 17
// expect: pass
// topic: Chaining a toast in and out with withAnimation completion handlers
// apis: withAnimation(_:completionCriteria:_:completion:), AnimationCompletionCriteria.removed, Animation.bouncy, transition(.move(edge:)), AnyTransition.combined
// source: https://developer.apple.com/documentation/swiftui/withanimation(_:completioncriteria:_:completion:)
import SwiftUI

struct ToastHost: View {
    @State private var isToastVisible = false
    @State private var toastCount = 0

    var body: some View {
        ZStack(alignment: .bottom) {
            Button("Copy link") { showToast() }
                .frame(maxHeight: .infinity)
            if isToastVisible {
                Text("Link copied")
                    .padding()
                    .background(.thinMaterial, in: Capsule())
                    .transition(.move(edge: .bottom).combined(with: .opacity))
            }
        }
    }

    private func showToast() {
        withAnimation(.bouncy) {
            isToastVisible = true
        } completion: {
            toastCount += 1
            withAnimation(.easeOut(duration: 0.3).delay(1.5), completionCriteria: .removed) {
                isToastVisible = false
            } completion: {
                print("Toast #\(toastCount) dismissed")
            }
        }
    }
}
