// ios: 16
// expect: pass
// source: https://developer.apple.com/documentation/swiftui/view/accessibilityrotor(_:entries:)-nvy7.md https://developer.apple.com/documentation/swiftui/accessibilityrotorentry.md https://developer.apple.com/documentation/swiftui/accessibilityrotorcontentbuilder.md
// area: accessibility
// note: custom rotor built from AccessibilityRotorEntry values with ForEach and if (iOS 16 target)
import SwiftUI

struct ChecklistItem: Identifiable {
    let id: Int
    let title: String
    let isOverdue: Bool
}

struct ChecklistView: View {
    let items: [ChecklistItem]

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 8) {
                ForEach(items) { item in
                    Label(item.title, systemImage: item.isOverdue ? "exclamationmark.circle" : "circle")
                }
            }
            .padding()
        }
        .accessibilityElement(children: .contain)
        .accessibilityRotor("Overdue") {
            ForEach(items) { item in
                if item.isOverdue {
                    AccessibilityRotorEntry(item.title, id: item.id)
                }
            }
        }
    }
}
