// ios: 17
// expect: pass
// topic: Popover tip anchored to a toolbar button, invalidated once the user uses the feature
// apis: popoverTip(_:arrowEdge:), Tip.invalidate(reason:), Tips.InvalidationReason.actionPerformed, ToolbarItem(placement: .topBarTrailing)
// source: https://developer.apple.com/documentation/swiftui/view/popovertip(_:arrowedge:action:), https://developer.apple.com/documentation/tipkit/tip/invalidate(reason:)
import SwiftUI
import TipKit

struct FilterTip: Tip {
    var title: Text { Text("Filter by tag") }
    var message: Text? { Text("Show only the notes that carry a given tag.") }
}

struct NotesToolbarView: View {
    @State private var showsFilters = false
    private let filterTip = FilterTip()

    var body: some View {
        NavigationStack {
            Text("Notes")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button {
                            showsFilters.toggle()
                            filterTip.invalidate(reason: .actionPerformed)
                        } label: {
                            Image(systemName: "line.3.horizontal.decrease.circle")
                        }
                        .popoverTip(filterTip, arrowEdge: .top)
                    }
                }
                .sheet(isPresented: $showsFilters) {
                    Text("Filters")
                }
        }
    }
}
