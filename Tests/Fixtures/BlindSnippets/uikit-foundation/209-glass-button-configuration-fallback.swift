// ios: 17
// expect: pass
// topic: Liquid Glass button configurations on iOS 26 with filled/tinted fallbacks for iOS 17
// apis: UIButton.Configuration.glass(), UIButton.Configuration.prominentGlass(), UIButton.Configuration.filled(), UIButton.Configuration.tinted(), UIButton.init(configuration:primaryAction:)
// source: https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/glass(), https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/prominentglass()
import UIKit

@MainActor
enum PlayerButtonStyle {
    static func primary(title: String, systemImage: String) -> UIButton.Configuration {
        var config: UIButton.Configuration
        if #available(iOS 26.0, *) {
            config = .prominentGlass()
        } else {
            config = .filled()
            config.cornerStyle = .capsule
        }
        config.title = title
        config.image = UIImage(systemName: systemImage)
        config.imagePadding = 6
        return config
    }

    static func secondary(systemImage: String) -> UIButton.Configuration {
        var config: UIButton.Configuration
        if #available(iOS 26.0, *) {
            config = .glass()
        } else {
            config = .tinted()
            config.cornerStyle = .capsule
        }
        config.image = UIImage(systemName: systemImage)
        return config
    }
}

final class NowPlayingViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let play = UIButton(configuration: PlayerButtonStyle.primary(title: "Play", systemImage: "play.fill"), primaryAction: UIAction { _ in print("play") })
        let shuffle = UIButton(configuration: PlayerButtonStyle.secondary(systemImage: "shuffle"), primaryAction: UIAction { _ in print("shuffle") })
        let row = UIStackView(arrangedSubviews: [shuffle, play])
        row.spacing = 12
        row.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(row)
        NSLayoutConstraint.activate([
            row.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            row.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -32)
        ])
    }
}
