// ios: 15.0
// expect: pass
import SwiftUI

// `if #available` in a builder goes through ViewBuilder.buildLimitedAvailability,
// which erases the iOS-17-only branch to AnyView.
struct Wrapper: View {
    @ViewBuilder static func make() -> _ConditionalContent<AnyView, Text> {
        if #available(iOS 17.0, *) {
            ContentUnavailableView("Vacío", systemImage: "tray")
        } else {
            Text("Vacío")
        }
    }
    var body: some View { Wrapper.make() }
}
