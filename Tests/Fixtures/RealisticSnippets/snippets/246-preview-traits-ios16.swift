// ios: 16
// expect: error 12: is only available in iOS 17.0 or newer
// topic: #Preview with traits while still supporting iOS 16
// apis: Preview(_:traits:_:body:)
struct ScoreBadge: View {
    let score: Int
    var body: some View {
        Text("\(score) pts")
    }
}

#Preview("Compacto", traits: .sizeThatFitsLayout) {
    ScoreBadge(score: 7)
}
