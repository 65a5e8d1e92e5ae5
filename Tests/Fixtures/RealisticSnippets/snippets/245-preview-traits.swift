// ios: 17
// expect: pass
// topic: #Preview with layout and orientation traits
// apis: Preview(_:traits:_:body:), PreviewTrait
struct ScoreBadge: View {
    let score: Int
    var body: some View {
        Text("\(score) pts").padding(8)
    }
}

#Preview("Horizontal", traits: .sizeThatFitsLayout, .landscapeLeft) {
    ScoreBadge(score: 42)
}
