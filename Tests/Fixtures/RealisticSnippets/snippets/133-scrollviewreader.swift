// ios: 15
// expect: pass
// topic: ScrollViewReader scrollTo before iOS 17
// apis: ScrollViewReader, ScrollViewProxy.scrollTo(_:anchor:), id(_:)
struct JumpToBottom: View {
    let lines = (0..<100).map { "Línea \($0)" }

    var body: some View {
        ScrollViewReader { proxy in
            VStack {
                Button("Ir al final") {
                    withAnimation { proxy.scrollTo(lines.count - 1, anchor: .bottom) }
                }
                List(lines.indices, id: \.self) { index in
                    Text(lines[index]).id(index)
                }
            }
        }
    }
}
