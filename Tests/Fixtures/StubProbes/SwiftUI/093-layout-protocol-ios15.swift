// ios: 15.0
// expect: error: 'ProposedViewSize' is only available in iOS 16.0 or newer
import SwiftUI

struct Flow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

// Only the requirement types are diagnosed for the conformance itself; the
// layout containers are diagnosed where they are used:
struct Switcher: View {
    var body: some View {
        AnyLayout(HStackLayout()) { Text("A") }
    }
}
