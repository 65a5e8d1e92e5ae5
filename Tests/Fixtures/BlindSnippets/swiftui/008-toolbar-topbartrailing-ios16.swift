// ios: 16
// expect: pass
// topic: Switching navigationBarTrailing to the iOS 17 topBarTrailing placement too early
// apis: toolbar, ToolbarItem, ToolbarItemPlacement.cancellationAction, ToolbarItemPlacement.topBarTrailing
// source: https://developer.apple.com/documentation/swiftui/toolbaritemplacement/topbartrailing
import SwiftUI

struct DraftEditor: View {
    @State private var text = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            TextEditor(text: $text)
                .padding()
                .navigationTitle("New Draft")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { dismiss() }
                    }
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Save") { dismiss() }
                            .disabled(text.isEmpty)
                    }
                }
        }
    }
}
