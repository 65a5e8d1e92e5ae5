// ios: 15
// expect: pass
// topic: Combine search pipeline with debounce, removeDuplicates and sink
// apis: Published.Publisher, debounce(for:scheduler:options:), removeDuplicates(), filter(_:), sink(receiveValue:), AnyCancellable, store(in:)
final class SearchViewModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    private var cancellables = Set<AnyCancellable>()
    private let catalog = ["manzana", "mango", "melón", "pera"]

    init() {
        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            .removeDuplicates()
            .filter { !$0.isEmpty }
            .sink { [weak self] term in
                guard let self else { return }
                self.results = self.catalog.filter { $0.hasPrefix(term) }
            }
            .store(in: &cancellables)
    }
}
