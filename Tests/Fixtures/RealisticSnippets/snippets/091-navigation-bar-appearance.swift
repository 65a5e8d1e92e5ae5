// ios: 15
// expect: pass
// topic: UINavigationBarAppearance for scrollEdgeAppearance on iOS 15
// apis: UINavigationBarAppearance, configureWithOpaqueBackground(), UINavigationBar.scrollEdgeAppearance, standardAppearance, largeTitleDisplayMode
final class AppNavigationController: UINavigationController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemBackground
        appearance.titleTextAttributes = [.foregroundColor: UIColor.label]
        navigationBar.standardAppearance = appearance
        navigationBar.scrollEdgeAppearance = appearance
        navigationBar.prefersLargeTitles = true
        topViewController?.navigationItem.largeTitleDisplayMode = .always
    }
}
