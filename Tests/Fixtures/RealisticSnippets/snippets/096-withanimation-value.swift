// ios: 15
// expect: pass
// topic: withAnimation and animation(_:value:)
// apis: withAnimation(_:_:), Animation.spring(response:dampingFraction:blendDuration:), animation(_:value:), rotationEffect(_:anchor:)
struct ExpandableRow: View {
    @State private var expanded = false

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text("Detalles")
                Spacer()
                Image(systemName: "chevron.right")
                    .rotationEffect(.degrees(expanded ? 90 : 0))
                    .animation(.easeInOut(duration: 0.2), value: expanded)
            }
            .contentShape(Rectangle())
            .onTapGesture {
                withAnimation(.spring(response: 0.35, dampingFraction: 0.8)) {
                    expanded.toggle()
                }
            }
            if expanded {
                Text("Texto ampliado")
                    .transition(.opacity.combined(with: .move(edge: .top)))
            }
        }
    }
}
