// ios: 15
// expect: pass
// topic: LongPressGesture sequenced before DragGesture, simultaneousGesture
// apis: LongPressGesture(minimumDuration:maximumDistance:), sequenced(before:), SequenceGesture.Value, simultaneousGesture(_:including:), TapGesture(count:)
struct ReorderHandle: View {
    @State private var offset = CGSize.zero
    @State private var taps = 0

    var body: some View {
        let longPressDrag = LongPressGesture(minimumDuration: 0.4)
            .sequenced(before: DragGesture())
            .onChanged { value in
                if case .second(true, let drag?) = value {
                    offset = drag.translation
                }
            }
            .onEnded { _ in offset = .zero }

        Image(systemName: "line.3.horizontal")
            .offset(offset)
            .gesture(longPressDrag)
            .simultaneousGesture(TapGesture(count: 2).onEnded { taps += 1 })
    }
}
