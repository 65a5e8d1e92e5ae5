// ios: 18
// expect: pass
// topic: ScrollPosition value with scrollPosition(_:) and scrollTo(edge:)
// apis: ScrollPosition, scrollPosition(_:anchor:), ScrollPosition.scrollTo(edge:), ScrollPosition.scrollTo(id:anchor:)
struct ChatTranscript: View {
    @State private var position = ScrollPosition(edge: .bottom)
    let messages = (1...40).map { "Mensaje \($0)" }

    var body: some View {
        VStack {
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(messages, id: \.self) { Text($0).id($0) }
                }
                .scrollTargetLayout()
            }
            .scrollPosition($position)
            HStack {
                Button("Arriba") { withAnimation { position.scrollTo(edge: .top) } }
                Button("Mensaje 10") { position.scrollTo(id: "Mensaje 10") }
            }
        }
    }
}
