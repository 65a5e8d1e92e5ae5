// ios: 15.0
// expect: pass
import SwiftUI

extension View {
    @ViewBuilder
    func hiddenListBackground() -> some View {
        if #available(iOS 16.0, *) {
            self.scrollContentBackground(.hidden)
        } else {
            self
        }
    }
}

struct Row: View {
    let title: String
    @ViewBuilder var badge: some View {
        if #available(iOS 17.0, *) {
            Image(systemName: "star").symbolEffect(.pulse)
        }
    }
    var body: some View {
        HStack {
            Text(title)
            badge
        }
        .hiddenListBackground()
    }
}
