// ios: 15.0
// expect: pass
import Combine
import Foundation

final class DownloadsModel: ObservableObject {
    @Published var titles: [String] = []
    @Published private(set) var isLoading = false

    func reload() {
        objectWillChange.send()
        isLoading = true
    }
}
let model = DownloadsModel()
var bag = Set<AnyCancellable>()
model.$titles
    .map(\.count)
    .removeDuplicates()
    .receive(on: DispatchQueue.main)
    .sink { count in print(count) }
    .store(in: &bag)
