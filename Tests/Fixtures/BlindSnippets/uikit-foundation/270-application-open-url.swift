// ios: 14
// expect: pass
// topic: Opening universal links, the Settings app and phone URLs with UIApplication.open
// apis: UIApplication.open(_:options:completionHandler:), UIApplication.OpenExternalURLOptionsKey.universalLinksOnly, UIApplication.openSettingsURLString, UIApplication.canOpenURL(_:), URL.init(string:)
// source: https://developer.apple.com/documentation/uikit/uiapplication/open(_:options:completionhandler:)
import UIKit

final class SupportViewController: UIViewController {
    func openHelpCenter() {
        guard let url = URL(string: "https://support.example.com/help") else { return }
        // Prefer our own app's universal link handler; fall back to Safari.
        UIApplication.shared.open(url, options: [.universalLinksOnly: true]) { opened in
            if !opened {
                UIApplication.shared.open(url)
            }
        }
    }

    func openAppSettings() {
        guard let url = URL(string: UIApplication.openSettingsURLString) else { return }
        UIApplication.shared.open(url)
    }

    func callSupport() {
        guard let url = URL(string: "tel://18005551234"), UIApplication.shared.canOpenURL(url) else { return }
        UIApplication.shared.open(url, options: [:], completionHandler: nil)
    }
}
