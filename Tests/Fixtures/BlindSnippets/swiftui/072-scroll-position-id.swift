// ios: 17.4
// expect: pass
// topic: Tracking and restoring the visible chat message with scrollPosition(id:anchor:)
// apis: scrollPosition(id:anchor:), scrollTargetLayout, defaultScrollAnchor, LazyVStack, background(_:in:)
// source: https://developer.apple.com/documentation/swiftui/view/scrollposition(id:anchor:), https://developer.apple.com/documentation/swiftui/view/defaultscrollanchor(_:)
import SwiftUI

struct ChatMessage: Identifiable {
    let id: Int
    let text: String
}

struct ChatTranscript: View {
    @State private var messages = (1...40).map { ChatMessage(id: $0, text: "Message \($0)") }
    @State private var visibleID: Int?

    var body: some View {
        VStack {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 8) {
                    ForEach(messages) { message in
                        Text(message.text)
                            .padding(10)
                            .background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
                    }
                }
                .scrollTargetLayout()
                .padding()
            }
            .scrollPosition(id: $visibleID, anchor: .bottom)
            .defaultScrollAnchor(.bottom)

            HStack {
                Text("Showing #\(visibleID ?? 0)")
                Spacer()
                Button("Jump to top") {
                    withAnimation { visibleID = messages.first?.id }
                }
            }
            .padding()
        }
    }
}
