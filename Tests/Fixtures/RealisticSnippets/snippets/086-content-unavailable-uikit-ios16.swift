// ios: 16
// expect: error 7: is only available in iOS 17.0 or newer
// topic: UIContentUnavailableConfiguration at iOS 16
// apis: UIContentUnavailableConfiguration
final class EmptyInboxViewController: UIViewController {
    func showEmptyState() {
        var config = UIContentUnavailableConfiguration.empty()
        config.text = "Bandeja vacía"
        print(config)
    }
}
