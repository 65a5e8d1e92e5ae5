// ios: 15
// expect: error 7: is only available in iOS 16.0 or newer
// topic: Grid at iOS 15
// apis: Grid, GridRow
struct ScoreBoard: View {
    var body: some View {
        Grid {
            Text("Local")
            Text("3")
        }
    }
}
