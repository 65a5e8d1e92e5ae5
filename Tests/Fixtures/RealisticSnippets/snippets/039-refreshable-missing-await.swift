// ios: 15
// expect: error 19: expression is 'async' but is not marked with 'await'
// topic: refreshable calling an async method without await
// apis: refreshable(action:)
final class TimelineLoader: ObservableObject {
    @Published var items: [String] = []

    func fetchLatest() async {
        items.append("nuevo")
    }
}

struct TimelineView: View {
    @StateObject private var loader = TimelineLoader()

    var body: some View {
        List(loader.items, id: \.self) { Text($0) }
            .refreshable {
                loader.fetchLatest()
            }
    }
}
