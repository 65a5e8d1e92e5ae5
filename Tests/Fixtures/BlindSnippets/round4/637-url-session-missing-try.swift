// ios: 15
// expect: error 22: call can throw but is not marked with 'try'
// topic: Async avatar download that forgets to mark the throwing URLSession call with try
// apis: URLSession.data(from:delegate:), UIImage(data:)
// source: https://developer.apple.com/documentation/foundation/urlsession/data(from:delegate:)
import UIKit

final class AvatarLoader {
    private let session: URLSession
    private var cache: [String: UIImage] = [:]

    init(session: URLSession = .shared) {
        self.session = session
    }

    func cachedAvatar(for userID: String) -> UIImage? {
        cache[userID]
    }

    func avatar(for userID: String) async throws -> UIImage? {
        let url = URL(string: "https://example.com/avatars/\(userID).png")!
        let (data, _) = await session.data(from: url)
        let image = UIImage(data: data)
        cache[userID] = image
        return image
    }
}
