// ios: 15
// expect: pass
// topic: Converting a completion-handler networking call in a table view controller to async/await URLSession APIs
// apis: URLSession.data(from:delegate:), URL.lines, HTTPURLResponse, JSONDecoder, Task
// source: https://developer.apple.com/documentation/foundation/urlsession/data(from:delegate:), https://developer.apple.com/documentation/foundation/url/lines
import UIKit

struct Article: Decodable {
    let id: Int
    let title: String
}

final class FeedViewController: UITableViewController {
    private var articles: [Article] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "article")
        Task { await loadFeed() }
    }

    func loadFeed() async {
        let url = URL(string: "https://example.com/feed.json")!
        do {
            let (data, response) = try await URLSession.shared.data(from: url)
            guard let http = response as? HTTPURLResponse, http.statusCode == 200 else { return }
            articles = try JSONDecoder().decode([Article].self, from: data)
            tableView.reloadData()
        } catch {
            print("Feed failed: \(error)")
        }
    }

    func printChangelog() async throws {
        for try await line in URL(string: "https://example.com/CHANGELOG.txt")!.lines {
            print(line)
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        articles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "article", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = articles[indexPath.row].title
        cell.contentConfiguration = content
        return cell
    }
}
