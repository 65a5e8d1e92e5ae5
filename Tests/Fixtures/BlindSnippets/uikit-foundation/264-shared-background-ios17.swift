// ios: 17
// expect: error 12: is only available in iOS 26.0 or newer
// topic: Pulling a share button out of the Liquid Glass group (iOS 26 property) in an app that targets iOS 17
// apis: UIBarButtonItem.hidesSharedBackground, UIBarButtonItem.init(barButtonSystemItem:target:action:), UINavigationItem.rightBarButtonItems
// source: https://developer.apple.com/documentation/uikit/uibarbuttonitem/hidessharedbackground
import UIKit

final class ArticleReaderViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let share = UIBarButtonItem(barButtonSystemItem: .action, target: self, action: #selector(shareTapped))
        share.hidesSharedBackground = true
        let bookmark = UIBarButtonItem(image: UIImage(systemName: "bookmark"), style: .plain, target: self, action: #selector(bookmarkTapped))
        navigationItem.rightBarButtonItems = [share, bookmark]
    }

    @objc private func shareTapped() {}
    @objc private func bookmarkTapped() {}
}
