// ios: 15
// expect: error 15: is only available in iOS 16.0 or newer
// topic: Switching the navigation bar to the iOS 16 navigator style without raising the iOS 15 deployment target
// apis: UINavigationItem.style, UINavigationItem.largeTitleDisplayMode, UINavigationItem.searchController
// source: https://developer.apple.com/documentation/uikit/uinavigationitem/style-swift.property
import UIKit

final class FilesBrowserViewController: UIViewController {
    private let searchController = UISearchController(searchResultsController: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Files"
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.style = .navigator
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
    }
}
