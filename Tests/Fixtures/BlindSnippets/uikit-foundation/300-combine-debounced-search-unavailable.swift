// ios: 17
// expect: pass
// topic: Debounced search with Combine feeding a table, showing UIContentUnavailableConfiguration.search() for empty results
// apis: CurrentValueSubject, NotificationCenter.publisher(for:object:), Publisher.debounce(for:scheduler:options:), Publisher.removeDuplicates(), Publisher.compactMap(_:), UIContentUnavailableConfiguration.search(), UITextField.textDidChangeNotification
// source: https://developer.apple.com/documentation/combine/publisher/debounce(for:scheduler:options:), https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration/search()
import UIKit
import Combine

final class ArtistSearchViewController: UITableViewController {
    private let searchController = UISearchController(searchResultsController: nil)
    private let query = CurrentValueSubject<String, Never>("")
    private var cancellables = Set<AnyCancellable>()
    private let catalog = ["Adele", "Arctic Monkeys", "Beyoncé", "Björk", "Coldplay", "Daft Punk"]
    private var results: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.searchController = searchController
        results = catalog

        NotificationCenter.default.publisher(for: UITextField.textDidChangeNotification, object: searchController.searchBar.searchTextField)
            .compactMap { ($0.object as? UITextField)?.text }
            .sink { [weak self] text in self?.query.send(text) }
            .store(in: &cancellables)

        query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .removeDuplicates()
            .sink { [weak self] term in self?.search(term) }
            .store(in: &cancellables)
    }

    private func search(_ term: String) {
        results = term.isEmpty ? catalog : catalog.filter { $0.localizedCaseInsensitiveContains(term) }
        tableView.reloadData()
        setNeedsUpdateContentUnavailableConfiguration()
    }

    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        contentUnavailableConfiguration = results.isEmpty ? UIContentUnavailableConfiguration.search() : nil
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        results.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        var content = cell.defaultContentConfiguration()
        content.text = results[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}
