// ios: 26
// expect: pass
// topic: iOS 18 TipGroup showing onboarding tips one after another on two toolbar buttons
// apis: TipGroup(_:_:), TipGroup.Priority.ordered, TipGroup.currentTip, popoverTip(_:)
// source: https://developer.apple.com/documentation/tipkit/tipgroup
import SwiftUI
import TipKit

struct CreateListTip: Tip {
    var title: Text { Text("Create your first list") }
}

struct InviteTip: Tip {
    var title: Text { Text("Invite family") }
    var message: Text? { Text("Shared lists update for everyone instantly.") }
}

struct OnboardingListsView: View {
    @State private var onboardingTips = TipGroup(.ordered) {
        CreateListTip()
        InviteTip()
    }

    var body: some View {
        NavigationStack {
            List {
                Text("Groceries")
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("New List", systemImage: "plus") {}
                        .popoverTip(onboardingTips.currentTip as? CreateListTip)
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Invite", systemImage: "person.badge.plus") {}
                        .popoverTip(onboardingTips.currentTip as? InviteTip)
                }
            }
        }
    }
}
