// ios: 17
// expect: pass
// topic: UIContentUnavailableConfiguration in a view controller
// apis: UIContentUnavailableConfiguration.empty(), UIContentUnavailableConfiguration.loading(), UIViewController.contentUnavailableConfiguration, updateContentUnavailableConfiguration(using:), setNeedsUpdateContentUnavailableConfiguration()
final class FavoritesViewController: UIViewController {
    var favorites: [String] = [] {
        didSet { setNeedsUpdateContentUnavailableConfiguration() }
    }
    var isLoading = false

    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        if isLoading {
            contentUnavailableConfiguration = UIContentUnavailableConfiguration.loading()
        } else if favorites.isEmpty {
            var config = UIContentUnavailableConfiguration.empty()
            config.image = UIImage(systemName: "star")
            config.text = "Sin favoritos"
            config.secondaryText = "Marca elementos con la estrella para verlos aquí."
            contentUnavailableConfiguration = config
        } else {
            contentUnavailableConfiguration = nil
        }
    }
}
