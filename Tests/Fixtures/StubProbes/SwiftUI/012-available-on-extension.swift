// ios: 15.0
// expect: pass
import SwiftUI

@available(iOS 16.0, *)
extension View {
    func clearListBackground() -> some View {
        scrollContentBackground(.hidden)
            .scrollDismissesKeyboard(.interactively)
    }
}

extension View {
    @ViewBuilder
    func clearListBackgroundIfAvailable() -> some View {
        if #available(iOS 16.0, *) {
            clearListBackground()
        } else {
            self
        }
    }
}
