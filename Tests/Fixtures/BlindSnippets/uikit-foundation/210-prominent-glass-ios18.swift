// ios: 18
// expect: error 13: is only available in iOS 26.0 or newer
// topic: Switching a call-to-action button to prominent Liquid Glass without an availability check on an iOS 18 target
// apis: UIButton.Configuration.prominentGlass(), UIButton.Configuration.title, UIButton.init(configuration:primaryAction:)
// source: https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/prominentglass()
import UIKit

final class SubscribeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        var config = UIButton.Configuration.prominentGlass()
        config.title = "Start Free Trial"
        config.subtitle = "Then $4.99/month"
        config.titleAlignment = .center

        let subscribe = UIButton(configuration: config, primaryAction: UIAction { [weak self] _ in
            self?.dismiss(animated: true)
        })
        subscribe.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(subscribe)
        NSLayoutConstraint.activate([
            subscribe.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            subscribe.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        ])
    }
}
