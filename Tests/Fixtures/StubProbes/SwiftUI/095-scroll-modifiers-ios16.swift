// ios: 16.0
// expect: pass
import SwiftUI

struct Chat: View {
    @State private var draft = ""
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 8) {
                ForEach(0..<50) { Text("Mensaje \($0)") }
            }
        }
        .scrollDismissesKeyboard(.immediately)
        .scrollIndicators(.hidden)
        .scrollDisabled(draft.isEmpty)
        .safeAreaInset(edge: .bottom) {
            TextField("Mensaje", text: $draft, axis: .vertical)
                .lineLimit(1...4)
                .padding()
                .background(.bar)
        }
    }
}
