// ios: 18
// expect: error 22: is only available in iOS 26.0 or newer
// topic: Adopting the iOS 26 Liquid Glass button configuration in an app that still deploys to iOS 18, without if #available
// apis: UIButton.Configuration.glass(), UIButton(configuration:primaryAction:)
// source: https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/glass()
import UIKit

final class ShareBarViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let shareButton = makeShareButton()
        shareButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(shareButton)
        NSLayoutConstraint.activate([
            shareButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            shareButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16)
        ])
    }

    private func makeShareButton() -> UIButton {
        // The Liquid Glass style is new in iOS 26; this app still supports iOS 18.
        var config = UIButton.Configuration.glass()
        config.image = UIImage(systemName: "square.and.arrow.up")
        config.title = "Share"
        config.imagePadding = 6
        return UIButton(configuration: config, primaryAction: UIAction { _ in
            print("share tapped")
        })
    }
}
