// ios: 17
// expect: pass
// topic: Replacing a hand-made empty-state view with UIContentUnavailableConfiguration.empty() and a call-to-action button
// apis: UIContentUnavailableConfiguration.empty(), UIContentUnavailableConfiguration.button, UIContentUnavailableConfiguration.buttonProperties, UIViewController.updateContentUnavailableConfiguration(using:), UIViewController.setNeedsUpdateContentUnavailableConfiguration()
// source: https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration, https://developer.apple.com/documentation/uikit/uiviewcontroller/updatecontentunavailableconfiguration(using:)
import UIKit

final class FavoritesViewController: UIViewController {
    private var favorites: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Favorites"
        view.backgroundColor = .systemGroupedBackground
    }

    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        guard favorites.isEmpty else {
            contentUnavailableConfiguration = nil
            return
        }
        var config = UIContentUnavailableConfiguration.empty()
        config.image = UIImage(systemName: "star")
        config.text = "No Favorites Yet"
        config.secondaryText = "Save the stations you love and they’ll show up here."

        var button = UIButton.Configuration.filled()
        button.title = "Browse Stations"
        config.button = button
        config.buttonProperties.primaryAction = UIAction { [weak self] _ in
            self?.browseStations()
        }
        config.background.backgroundColor = .systemGroupedBackground
        contentUnavailableConfiguration = config
    }

    func addFavorite(_ station: String) {
        favorites.append(station)
        setNeedsUpdateContentUnavailableConfiguration()
    }

    private func browseStations() {
        tabBarController?.selectedIndex = 0
    }
}
