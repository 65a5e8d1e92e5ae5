// ios: 17
// expect: pass
// topic: Tip with action buttons and display options, handled in the TipView action closure
// apis: Tip.actions, Tips.Action(id:title:perform:), Tip.options, Tips.MaxDisplayCount, Tips.IgnoresDisplayFrequency, TipView(_:arrowEdge:action:)
// source: https://developer.apple.com/documentation/tipkit/tip/actions, https://developer.apple.com/documentation/tipkit/tips/action/init(id:title:perform:)
import SwiftUI
import TipKit

struct WidgetSetupTip: Tip {
    var id: String { "widget-setup" }
    var title: Text { Text("Add a Home Screen widget") }
    var message: Text? { Text("See today's tasks without opening the app.") }

    var actions: [Action] {
        Action(id: "show-how", title: "Show Me How")
        Action(id: "dismiss", title: "Not Now")
    }

    var options: [TipOption] {
        Tips.MaxDisplayCount(2)
        Tips.IgnoresDisplayFrequency(true)
    }
}

struct TodayView: View {
    @State private var showsInstructions = false
    private let setupTip = WidgetSetupTip()

    var body: some View {
        VStack {
            TipView(setupTip) { action in
                if action.id == "show-how" {
                    showsInstructions = true
                }
                setupTip.invalidate(reason: .actionPerformed)
            }
            Spacer()
        }
        .sheet(isPresented: $showsInstructions) {
            Text("Touch and hold the Home Screen, then tap the plus button.")
        }
    }
}
