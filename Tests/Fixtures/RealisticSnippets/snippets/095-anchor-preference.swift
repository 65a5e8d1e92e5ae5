// ios: 15
// expect: pass
// topic: anchorPreference and overlayPreferenceValue for a selection highlight
// apis: anchorPreference(key:value:transform:), overlayPreferenceValue(_:_:), Anchor, GeometryProxy subscript
struct BoundsKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

struct HighlightedTabs: View {
    @State private var selected = 0

    var body: some View {
        HStack {
            ForEach(0..<3) { index in
                Text("Pestaña \(index)")
                    .padding(8)
                    .anchorPreference(key: BoundsKey.self, value: .bounds) { anchor in
                        index == selected ? anchor : nil
                    }
                    .onTapGesture { selected = index }
            }
        }
        .overlayPreferenceValue(BoundsKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let rect = proxy[anchor]
                    Capsule()
                        .stroke(Color.accentColor, lineWidth: 2)
                        .frame(width: rect.width, height: rect.height)
                        .offset(x: rect.minX, y: rect.minY)
                }
            }
        }
    }
}
