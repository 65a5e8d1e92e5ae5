// ios: 16
// expect: pass
// topic: UIHostingConfiguration in a UITableViewCell with minSize and background
// apis: UIHostingConfiguration, minSize(width:height:), background(content:), UITableViewCell.contentConfiguration
final class MessagesTableViewController: UITableViewController {
    let messages = ["Hola", "¿Quedamos mañana?"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.contentConfiguration = UIHostingConfiguration {
            Text(messages[indexPath.row])
        }
        .minSize(height: 56)
        .background {
            Color.blue.opacity(0.1)
        }
        return cell
    }
}
