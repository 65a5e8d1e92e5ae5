// ios: 15
// expect: pass
// topic: Fetching and decoding JSON with async URLSession.data(for:) and JSONDecoder strategies from a view controller Task
// apis: URLSession.data(for:delegate:), URLRequest, JSONDecoder.keyDecodingStrategy, JSONDecoder.dateDecodingStrategy, HTTPURLResponse, Task
// source: https://developer.apple.com/documentation/foundation/urlsession/data(for:delegate:), https://developer.apple.com/documentation/foundation/jsondecoder
import UIKit

struct Release: Decodable {
    let tagName: String
    let publishedAt: Date
    let htmlUrl: URL
}

enum ReleaseAPI {
    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    static func latest(owner: String, repo: String) async throws -> Release {
        let url = URL(string: "https://api.github.com/repos/\(owner)/\(repo)/releases/latest")!
        var request = URLRequest(url: url)
        request.setValue("application/vnd.github+json", forHTTPHeaderField: "Accept")
        let (data, response) = try await URLSession.shared.data(for: request)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else {
            throw URLError(.badServerResponse)
        }
        return try makeDecoder().decode(Release.self, from: data)
    }
}

final class AboutViewController: UIViewController {
    private let versionLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        versionLabel.frame = CGRect(x: 20, y: 100, width: 320, height: 44)
        view.addSubview(versionLabel)
        Task {
            do {
                let release = try await ReleaseAPI.latest(owner: "apple", repo: "swift")
                versionLabel.text = "Latest: \(release.tagName) (\(release.publishedAt.formatted(date: .abbreviated, time: .omitted)))"
            } catch {
                versionLabel.text = "Couldn’t check for updates"
            }
        }
    }
}
