// ios: 15.0
// expect: pass
import SwiftUI

// Built-in view initializers and modifiers are nonisolated, so views can be
// assembled outside the main actor.
nonisolated func makeRow(title: String) -> some View {
    HStack {
        Text(title)
        Spacer()
        Image(systemName: "chevron.right")
    }
    .padding(.vertical, 4)
    .foregroundStyle(.secondary)
}
