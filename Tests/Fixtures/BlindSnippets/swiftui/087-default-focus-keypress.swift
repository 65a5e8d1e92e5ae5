// ios: 17
// expect: pass
// topic: Quick note editor that focuses the body by default and clears focus on Escape
// apis: defaultFocus(_:_:priority:), FocusState, TextField(_:text:axis:), lineLimit(_:) range, onKeyPress(_:action:)
// source: https://developer.apple.com/documentation/swiftui/view/defaultfocus(_:_:priority:), https://developer.apple.com/documentation/swiftui/view/onkeypress(_:action:)
import SwiftUI

struct QuickNoteView: View {
    enum Field: Hashable {
        case title, body
    }

    @State private var title = ""
    @State private var text = ""
    @FocusState private var focus: Field?

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("Title", text: $title)
                .font(.title2.bold())
                .focused($focus, equals: .title)
            TextField("Start typing…", text: $text, axis: .vertical)
                .lineLimit(5...12)
                .focused($focus, equals: .body)
            Spacer()
        }
        .padding()
        .defaultFocus($focus, .body)
        .onKeyPress(.escape) {
            focus = nil
            return .handled
        }
    }
}
