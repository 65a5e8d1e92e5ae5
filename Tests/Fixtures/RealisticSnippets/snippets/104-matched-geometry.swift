// ios: 15
// expect: pass
// topic: matchedGeometryEffect with Namespace
// apis: Namespace, matchedGeometryEffect(id:in:properties:anchor:isSource:)
struct SegmentedHighlight: View {
    @Namespace private var namespace
    @State private var selection = "Día"
    let options = ["Día", "Semana", "Mes"]

    var body: some View {
        HStack {
            ForEach(options, id: \.self) { option in
                Text(option)
                    .padding(.horizontal, 12)
                    .padding(.vertical, 6)
                    .background {
                        if selection == option {
                            Capsule()
                                .fill(Color.accentColor.opacity(0.2))
                                .matchedGeometryEffect(id: "highlight", in: namespace)
                        }
                    }
                    .onTapGesture {
                        withAnimation(.easeInOut) { selection = option }
                    }
            }
        }
    }
}
