// ios: 17
// expect: error 21: has no member 'descending'
// topic: Mistake: using a Core Data style sort order name in @Query (SortOrder has forward/reverse)
// apis: Query(sort:order:), SortOrder
// source: https://developer.apple.com/documentation/foundation/sortorder
import SwiftUI
import SwiftData

@Model
final class Score {
    var player: String
    var points: Int

    init(player: String, points: Int) {
        self.player = player
        self.points = points
    }
}

struct ScoreboardView: View {
    @Query(sort: \Score.points, order: .descending) private var scores: [Score]

    var body: some View {
        List(scores) { score in
            HStack {
                Text(score.player)
                Spacer()
                Text("\(score.points)").monospacedDigit()
            }
        }
    }
}
