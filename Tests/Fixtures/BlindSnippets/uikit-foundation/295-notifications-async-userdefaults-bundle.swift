// ios: 15
// expect: pass
// topic: Observing UserDefaults changes with NotificationCenter.notifications(named:) in a Task, plus Bundle info lookups
// apis: NotificationCenter.notifications(named:object:), UserDefaults.register(defaults:), UserDefaults.integer(forKey:), UserDefaults.init(suiteName:), Bundle.object(forInfoDictionaryKey:), Bundle.url(forResource:withExtension:)
// source: https://developer.apple.com/documentation/foundation/notificationcenter/notifications(named:object:), https://developer.apple.com/documentation/foundation/userdefaults
import UIKit

final class PreferencesViewController: UIViewController {
    private let defaults = UserDefaults(suiteName: "group.com.example.shared") ?? .standard
    private let summaryLabel = UILabel()
    private var observationTask: Task<Void, Never>?

    override func viewDidLoad() {
        super.viewDidLoad()
        defaults.register(defaults: ["launchCount": 0, "prefersCompactLayout": false])
        defaults.set(defaults.integer(forKey: "launchCount") + 1, forKey: "launchCount")

        let version = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "?"
        let hasLicenses = Bundle.main.url(forResource: "Licenses", withExtension: "plist") != nil
        title = "Settings v\(version)"
        navigationItem.prompt = hasLicenses ? nil : "Licenses missing"
        summaryLabel.numberOfLines = 0
        summaryLabel.frame = view.bounds.insetBy(dx: 20, dy: 120)
        view.addSubview(summaryLabel)
        reloadPreferences()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        observationTask = Task { [weak self] in
            for await _ in NotificationCenter.default.notifications(named: UserDefaults.didChangeNotification) {
                self?.reloadPreferences()
            }
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        observationTask?.cancel()
        observationTask = nil
    }

    private func reloadPreferences() {
        let launches = defaults.integer(forKey: "launchCount")
        let compact = defaults.bool(forKey: "prefersCompactLayout")
        summaryLabel.text = "Launched \(launches) times. Compact layout: \(compact ? "on" : "off")"
    }
}
