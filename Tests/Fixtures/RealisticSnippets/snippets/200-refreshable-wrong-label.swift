// ios: 15
// expect: error 10: incorrect argument label in call (have 'perform:', expected 'action:')
// topic: refreshable(perform:) instead of refreshable(action:)
// apis: refreshable(action:)
struct ScoresList: View {
    @State private var scores: [Int] = []

    var body: some View {
        List(scores, id: \.self) { Text("\($0)") }
            .refreshable(perform: { scores.append(Int.random(in: 0...100)) })
    }
}
