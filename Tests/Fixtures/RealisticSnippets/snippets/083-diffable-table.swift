// ios: 15
// expect: pass
// topic: UITableViewDiffableDataSource with NSDiffableDataSourceSnapshot
// apis: UITableViewDiffableDataSource, NSDiffableDataSourceSnapshot, apply(_:animatingDifferences:completion:), UIListContentConfiguration
final class ContactsTableViewController: UITableViewController {
    enum Section { case main }

    private var dataSource: UITableViewDiffableDataSource<Section, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
        dataSource = UITableViewDiffableDataSource<Section, String>(tableView: tableView) { tableView, indexPath, name in
            let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = name
            content.secondaryText = "Contacto"
            cell.contentConfiguration = content
            return cell
        }
        update(with: ["Ana", "Bea", "Carlos"])
    }

    func update(with names: [String]) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(names, toSection: .main)
        dataSource.apply(snapshot, animatingDifferences: true)
    }
}
