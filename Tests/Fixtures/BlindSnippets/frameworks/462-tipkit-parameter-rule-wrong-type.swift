// ios: 17
// expect: error 28: cannot assign value of type 'String' to type 'Bool'
// topic: Parameter-based tip rule; mistake: assigning a String to a Bool @Parameter
// apis: Tip, Tips.Parameter, #Rule, Tip.rules, TipView
// source: https://developer.apple.com/documentation/tipkit/tips/parameter
import SwiftUI
import TipKit

struct SyncTip: Tip {
    @Parameter
    static var hasCreatedAccount: Bool = false

    var title: Text { Text("Turn on iCloud Sync") }
    var message: Text? { Text("Your lists stay up to date on all your devices.") }

    var rules: [Rule] {
        #Rule(Self.$hasCreatedAccount) { $0 == true }
    }
}

struct AccountView: View {
    private let syncTip = SyncTip()

    var body: some View {
        VStack {
            TipView(syncTip)
            Button("Create account") {
                SyncTip.hasCreatedAccount = "true"
            }
        }
    }
}
