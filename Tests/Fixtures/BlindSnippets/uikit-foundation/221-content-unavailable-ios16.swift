// ios: 16
// expect: error 14: is only available in iOS 17.0 or newer
// topic: Showing the system loading placeholder (iOS 17) from viewDidLoad in an iOS 16 app without an availability check
// apis: UIViewController.contentUnavailableConfiguration, UIContentUnavailableConfiguration.loading()
// source: https://developer.apple.com/documentation/uikit/uiviewcontroller/contentunavailableconfiguration
import UIKit

final class LibraryViewController: UIViewController {
    private var albums: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        contentUnavailableConfiguration = UIContentUnavailableConfiguration.loading()
        Task {
            await loadAlbums()
        }
    }

    private func loadAlbums() async {
        try? await Task.sleep(nanoseconds: 500_000_000)
        albums = ["Abbey Road", "Kind of Blue"]
        title = "Library (\(albums.count))"
    }
}
