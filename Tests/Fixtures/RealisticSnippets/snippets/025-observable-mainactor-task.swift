// ios: 17
// expect: pass
// topic: @MainActor @Observable view model loaded from .task
// apis: Observable(), MainActor, task(priority:_:), ProgressView
struct Headline: Identifiable, Decodable {
    let id: Int
    let title: String
}

@MainActor
@Observable
final class NewsModel {
    var headlines: [Headline] = []
    var isLoading = false

    func load() async {
        isLoading = true
        defer { isLoading = false }
        try? await Task.sleep(nanoseconds: 200_000_000)
        headlines = [Headline(id: 1, title: "Swift 6 ya está aquí")]
    }
}

struct NewsView: View {
    @State private var model = NewsModel()

    var body: some View {
        List(model.headlines) { Text($0.title) }
            .overlay {
                if model.isLoading { ProgressView() }
            }
            .task { await model.load() }
    }
}
