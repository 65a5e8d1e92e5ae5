// ios: 15
// expect: pass
// topic: UISearchController with UISearchResultsUpdating in a navigation item
// apis: UISearchController(searchResultsController:), UISearchResultsUpdating, navigationItem.searchController, hidesSearchBarWhenScrolling
final class CountriesViewController: UIViewController, UISearchResultsUpdating {
    private let search = UISearchController(searchResultsController: nil)
    private var filter = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Buscar país"
        navigationItem.searchController = search
        navigationItem.hidesSearchBarWhenScrolling = false
        definesPresentationContext = true
    }

    func updateSearchResults(for searchController: UISearchController) {
        filter = searchController.searchBar.text ?? ""
    }
}
