// ios: 15.0
// expect: error: instance method 'sheet(item:onDismiss:content:)' requires that 'Draft' conform to 'Identifiable'
import SwiftUI

struct Draft { let text: String }

struct Editor: View {
    @State private var draft: Draft?
    var body: some View {
        Text("Editor")
            .sheet(item: $draft) { draft in
                Text(draft.text)
            }
    }
}
