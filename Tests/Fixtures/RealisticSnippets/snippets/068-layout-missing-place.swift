// ios: 16
// expect: error 5: does not conform to protocol 'Layout'
// topic: Layout without placeSubviews
// apis: Layout
struct EqualWidthHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let widths = subviews.map { $0.sizeThatFits(.unspecified).width }
        let heights = subviews.map { $0.sizeThatFits(.unspecified).height }
        return CGSize(width: (widths.max() ?? 0) * CGFloat(subviews.count), height: heights.max() ?? 0)
    }
}
