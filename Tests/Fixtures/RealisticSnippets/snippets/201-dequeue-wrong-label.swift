// ios: 15
// expect: error 13: incorrect argument label in call
// topic: dequeueReusableCell(withIdentifier:indexPath:) instead of for:
// apis: UITableView.dequeueReusableCell(withIdentifier:for:)
final class TagsDataSource: NSObject, UITableViewDataSource {
    let tags = ["swift", "uikit"]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tags.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "tag", indexPath: indexPath)
        cell.textLabel?.text = tags[indexPath.row]
        return cell
    }
}
