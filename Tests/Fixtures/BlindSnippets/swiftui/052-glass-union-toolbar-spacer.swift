// ios: 26
// expect: pass
// topic: iOS 26 toolbar grouping with ToolbarSpacer and a merged glass formatting bar
// apis: ToolbarSpacer(_:placement:), GlassEffectContainer, glassEffectUnion(id:namespace:), glassEffect(), buttonStyle(.glassProminent), safeAreaInset
// source: https://developer.apple.com/documentation/swiftui/toolbarspacer, https://developer.apple.com/documentation/swiftui/view/glasseffectunion(id:namespace:)
import SwiftUI

struct NoteEditorScreen: View {
    @Namespace private var formattingGlass
    @State private var text = "Draft"

    var body: some View {
        NavigationStack {
            TextEditor(text: $text)
                .navigationTitle("Note")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Undo", systemImage: "arrow.uturn.backward") {}
                    }
                    ToolbarSpacer(.fixed, placement: .topBarTrailing)
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Done", systemImage: "checkmark") {}
                            .buttonStyle(.glassProminent)
                    }
                }
                .safeAreaInset(edge: .bottom) {
                    GlassEffectContainer {
                        HStack(spacing: 8) {
                            ForEach(["bold", "italic", "underline"], id: \.self) { symbol in
                                Image(systemName: symbol)
                                    .frame(width: 44, height: 44)
                                    .glassEffect()
                                    .glassEffectUnion(id: "format", namespace: formattingGlass)
                            }
                        }
                    }
                    .padding()
                }
        }
    }
}
