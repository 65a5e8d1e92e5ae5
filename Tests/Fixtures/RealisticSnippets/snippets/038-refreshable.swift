// ios: 15
// expect: pass
// topic: refreshable with async reload
// apis: refreshable(action:), List
@MainActor
final class FeedStore: ObservableObject {
    @Published var posts: [String] = []

    func reload() async {
        try? await Task.sleep(nanoseconds: 500_000_000)
        posts.insert("Publicación nueva", at: 0)
    }
}

struct FeedView: View {
    @StateObject private var store = FeedStore()

    var body: some View {
        List(store.posts, id: \.self) { Text($0) }
            .refreshable {
                await store.reload()
            }
    }
}
