// ios: 16
// expect: pass
// topic: LayoutValueKey to pass per-subview data to a Layout
// apis: LayoutValueKey, layoutValue(key:value:), LayoutSubview subscript
private struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

struct RankedStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { size, subview in
            let s = subview.sizeThatFits(proposal)
            return CGSize(width: max(size.width, s.width), height: size.height + s.height)
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
            let s = subview.sizeThatFits(proposal)
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: proposal)
            y += s.height
        }
    }
}

struct Podium: View {
    var body: some View {
        RankedStack {
            Text("Plata").layoutValue(key: Rank.self, value: 2)
            Text("Oro").layoutValue(key: Rank.self, value: 1)
        }
    }
}
