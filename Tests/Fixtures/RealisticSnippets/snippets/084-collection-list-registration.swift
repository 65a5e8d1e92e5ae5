// ios: 15
// expect: pass
// topic: UICollectionViewController with list layout, CellRegistration and diffable data source
// apis: UICollectionViewController, UICollectionLayoutListConfiguration, UICollectionView.CellRegistration, UICollectionViewDiffableDataSource, dequeueConfiguredReusableCell(using:for:item:), UICellAccessory.disclosureIndicator(displayed:options:)
final class FoldersViewController: UICollectionViewController {
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    init() {
        let config = UICollectionLayoutListConfiguration(appearance: .sidebar)
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: config))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, folder in
            var content = cell.defaultContentConfiguration()
            content.text = folder
            content.image = UIImage(systemName: "folder")
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, folder in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: folder)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Documentos", "Fotos", "Música"])
        dataSource.apply(snapshot)
    }
}
