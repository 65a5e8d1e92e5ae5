// ios: 16
// expect: pass
// topic: Promoting a shortcut with SiriTipView (iOS 16) and ShortcutsLink behind if #available(iOS 17)
// apis: SiriTipView(intent:isVisible:), ShortcutsLink, AppIntent, if #available
// source: https://developer.apple.com/documentation/appintents/siritipview, https://developer.apple.com/documentation/appintents/shortcutslink
import SwiftUI
import AppIntents

struct ReorderLastIntent: AppIntent {
    static var title: LocalizedStringResource = "Reorder Last Order"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Your usual is on its way.")
    }
}

struct OrderConfirmationView: View {
    @State private var showsSiriTip = true

    var body: some View {
        VStack(spacing: 20) {
            Text("Order placed!")
                .font(.title2)
            SiriTipView(intent: ReorderLastIntent(), isVisible: $showsSiriTip)
            if #available(iOS 17.0, *) {
                ShortcutsLink()
            }
        }
        .padding()
    }
}
