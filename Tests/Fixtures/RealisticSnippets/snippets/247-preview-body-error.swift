// ios: 17
// expect: error 13: missing argument for parameter 'score' in call
// topic: #Preview body that does not compile
// apis: Preview(_:body:)
struct ScoreBadge: View {
    let score: Int
    var body: some View {
        Text("\(score) pts")
    }
}

#Preview {
    ScoreBadge()
}
