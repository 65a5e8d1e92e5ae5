// ios: 16
// expect: pass
// topic: Resizable filter sheet with system, fractional and custom presentation detents
// apis: sheet(isPresented:content:), presentationDetents(_:selection:), PresentationDetent.fraction, CustomPresentationDetent, presentationDragIndicator, interactiveDismissDisabled
// source: https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:selection:), https://developer.apple.com/documentation/swiftui/custompresentationdetent
import SwiftUI

struct PeekDetent: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? {
        max(120, context.maxDetentValue * 0.2)
    }
}

struct FilterSheetHost: View {
    @State private var showFilters = false
    @State private var detent: PresentationDetent = .medium

    var body: some View {
        Button("Filters") { showFilters = true }
            .sheet(isPresented: $showFilters) {
                FilterPanel()
                    .presentationDetents([.custom(PeekDetent.self), .fraction(0.4), .medium, .large], selection: $detent)
                    .presentationDragIndicator(.visible)
                    .interactiveDismissDisabled(detent == .large)
            }
    }
}

struct FilterPanel: View {
    @State private var onlyOpen = true
    @State private var maxDistance = 5.0

    var body: some View {
        Form {
            Toggle("Open now", isOn: $onlyOpen)
            Slider(value: $maxDistance, in: 1...50, step: 1) {
                Text("Distance")
            }
            Text("Within \(Int(maxDistance)) km")
        }
    }
}
