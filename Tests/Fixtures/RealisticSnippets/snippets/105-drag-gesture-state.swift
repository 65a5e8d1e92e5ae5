// ios: 15
// expect: pass
// topic: DragGesture with @GestureState and onEnded
// apis: DragGesture(minimumDistance:coordinateSpace:), GestureState, updating(_:body:), onEnded(_:), DragGesture.Value.translation
struct DraggableCard: View {
    @GestureState private var dragOffset = CGSize.zero
    @State private var position = CGSize.zero

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(Color.orange)
            .frame(width: 160, height: 100)
            .offset(x: position.width + dragOffset.width, y: position.height + dragOffset.height)
            .gesture(
                DragGesture(minimumDistance: 5)
                    .updating($dragOffset) { value, state, _ in
                        state = value.translation
                    }
                    .onEnded { value in
                        position.width += value.translation.width
                        position.height += value.translation.height
                    }
            )
    }
}
