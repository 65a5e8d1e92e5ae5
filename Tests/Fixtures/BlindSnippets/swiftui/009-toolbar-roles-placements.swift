// ios: 17
// expect: pass
// topic: Editor toolbar role, semantic placements and the inlineLarge title mode
// apis: toolbarRole(.editor), toolbarTitleDisplayMode(.inlineLarge), ToolbarItem, ToolbarItemGroup, topBarLeading, confirmationAction, bottomBar, toolbarBackground
// source: https://developer.apple.com/documentation/swiftui/view/toolbarrole(_:), https://developer.apple.com/documentation/swiftui/toolbartitledisplaymode
import SwiftUI

struct PhotoEditorScreen: View {
    @State private var brightness = 0.5
    @State private var isFavorite = false

    var body: some View {
        NavigationStack {
            Form {
                Slider(value: $brightness, in: 0...1) { Text("Brightness") }
            }
            .navigationTitle("Adjust")
            .toolbarTitleDisplayMode(.inlineLarge)
            .toolbarRole(.editor)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Revert") { brightness = 0.5 }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") {}
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Button { isFavorite.toggle() } label: {
                        Image(systemName: isFavorite ? "heart.fill" : "heart")
                    }
                    Spacer()
                    Button("Share", systemImage: "square.and.arrow.up") {}
                }
            }
            .toolbarBackground(.visible, for: .bottomBar)
        }
    }
}
