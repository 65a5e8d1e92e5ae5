// ios: 26
// expect: pass
// topic: Rich text editing in SwiftUI with TextEditor bound to an AttributedString (iOS 26)
// apis: TextEditor(text:selection:) with Binding<AttributedString>, AttributedTextSelection, AttributedString.font, ToolbarItemGroup(placement: .bottomBar)
// source: https://developer.apple.com/documentation/swiftui/texteditor/init(text:selection:), https://developer.apple.com/documentation/swiftui/attributedtextselection
import SwiftUI

struct RichNoteEditor: View {
    @State private var text = AttributedString("Meeting notes\n")
    @State private var selection = AttributedTextSelection()

    var body: some View {
        NavigationStack {
            TextEditor(text: $text, selection: $selection)
                .padding()
                .navigationTitle("Notes")
                .toolbar {
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Bold all", systemImage: "bold") {
                            text.font = Font.body.bold()
                        }
                        Button("Clear", systemImage: "trash") {
                            text = AttributedString()
                        }
                    }
                }
        }
    }
}
