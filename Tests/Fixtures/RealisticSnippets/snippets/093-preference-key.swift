// ios: 15
// expect: pass
// topic: PreferenceKey to read a child's height
// apis: PreferenceKey, preference(key:value:), onPreferenceChange(_:perform:), GeometryReader
struct HeightPreferenceKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct MeasuredHeader: View {
    @State private var headerHeight: CGFloat = 0

    var body: some View {
        VStack {
            Text("Cabecera con varias líneas de texto")
                .background(
                    GeometryReader { proxy in
                        Color.clear.preference(key: HeightPreferenceKey.self, value: proxy.size.height)
                    }
                )
            Text("Altura: \(Int(headerHeight))")
        }
        .onPreferenceChange(HeightPreferenceKey.self) { height in
            headerHeight = height
        }
    }
}
