// ios: 14
// expect: pass
// topic: Async URLSession.data(from:) (iOS 15) used in an iOS 14 app; Swift concurrency itself back-deploys, the URLSession API does not
// apis: URLSession.data(from:delegate:), Task, UIImage.init(data:)
// source: https://developer.apple.com/documentation/foundation/urlsession/data(from:delegate:)
import UIKit

final class AvatarViewController: UIViewController {
    private let avatarView = UIImageView()
    var avatarURL = URL(string: "https://example.com/avatar.png")!

    override func viewDidLoad() {
        super.viewDidLoad()
        avatarView.frame = CGRect(x: 20, y: 100, width: 96, height: 96)
        view.addSubview(avatarView)
        Task {
            await loadAvatar()
        }
    }

    private func loadAvatar() async {
        do {
            let (data, _) = try await URLSession.shared.data(from: avatarURL)
            avatarView.image = UIImage(data: data)
        } catch {
            avatarView.image = UIImage(systemName: "person.crop.circle.badge.exclamationmark")
        }
    }
}
