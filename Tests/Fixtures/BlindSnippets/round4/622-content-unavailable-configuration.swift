// ios: 17
// expect: pass
// topic: Replacing a hand-made empty-state view with content-unavailable configurations for loading, empty and no-search-results states
// apis: UIContentUnavailableConfiguration.empty(), loading(), search(), UIViewController.contentUnavailableConfiguration, updateContentUnavailableConfiguration(using:), setNeedsUpdateContentUnavailableConfiguration(), UIButton.Configuration.borderedProminent()
// source: https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct, https://developer.apple.com/documentation/uikit/uiviewcontroller/updatecontentunavailableconfiguration(using:), https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsupdatecontentunavailableconfiguration()
import UIKit

final class SearchResultsViewController: UIViewController {
    private var results: [String] = [] {
        didSet { setNeedsUpdateContentUnavailableConfiguration() }
    }
    private var isLoading = false {
        didSet { setNeedsUpdateContentUnavailableConfiguration() }
    }
    var query = "" {
        didSet { setNeedsUpdateContentUnavailableConfiguration() }
    }

    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        var config: UIContentUnavailableConfiguration?
        if isLoading {
            config = .loading()
        } else if results.isEmpty && !query.isEmpty {
            var search = UIContentUnavailableConfiguration.search()
            search.secondaryText = "No results for “\(query)”."
            config = search
        } else if results.isEmpty {
            var empty = UIContentUnavailableConfiguration.empty()
            empty.image = UIImage(systemName: "tray")
            empty.text = "No Saved Items"
            var button = UIButton.Configuration.borderedProminent()
            button.title = "Refresh"
            empty.button = button
            empty.buttonProperties.primaryAction = UIAction { [weak self] _ in
                self?.reload()
            }
            config = empty
        }
        contentUnavailableConfiguration = config
    }

    private func reload() {
        isLoading = true
        results = []
        isLoading = false
    }
}
