// ios: 17
// expect: pass
// topic: Loading and "no results" states for a search screen with UIContentUnavailableConfiguration.loading() and .search()
// apis: UIContentUnavailableConfiguration.loading(), UIContentUnavailableConfiguration.search(), UISearchController, UISearchResultsUpdating, UIViewController.contentUnavailableConfiguration
// source: https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration/loading(), https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration/search()
import UIKit

final class StationSearchViewController: UITableViewController, UISearchResultsUpdating {
    private let searchController = UISearchController(searchResultsController: nil)
    private var query = ""
    private var results: [String] = []
    private var isLoading = false
    private var searchTask: Task<Void, Never>?

    override func viewDidLoad() {
        super.viewDidLoad()
        searchController.searchResultsUpdater = self
        navigationItem.searchController = searchController
    }

    func updateSearchResults(for searchController: UISearchController) {
        query = searchController.searchBar.text ?? ""
        isLoading = !query.isEmpty
        setNeedsUpdateContentUnavailableConfiguration()
        searchTask?.cancel()
        searchTask = Task {
            try? await Task.sleep(nanoseconds: 300_000_000)
            guard !Task.isCancelled else { return }
            results = query.count > 3 ? ["\(query) FM", "\(query) Radio"] : []
            isLoading = false
            tableView.reloadData()
            setNeedsUpdateContentUnavailableConfiguration()
        }
    }

    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        if isLoading {
            var loading = UIContentUnavailableConfiguration.loading()
            loading.text = "Searching…"
            contentUnavailableConfiguration = loading
        } else if !query.isEmpty && results.isEmpty {
            var noResults = UIContentUnavailableConfiguration.search()
            noResults.secondaryText = "No stations match “\(query)”."
            contentUnavailableConfiguration = noResults
        } else {
            contentUnavailableConfiguration = nil
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        results.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = results[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}
