// ios: 14
// expect: pass
// topic: Migrating a UITableView screen to a list-style collection view with cell registrations and content configurations
// apis: UICollectionLayoutListConfiguration, UICollectionViewCompositionalLayout.list(using:), UICollectionView.CellRegistration, UICollectionViewListCell.defaultContentConfiguration(), UICellAccessory.disclosureIndicator(), dequeueConfiguredReusableCell(using:for:item:)
// source: https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration, https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration, https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct
import UIKit

struct Contact: Hashable {
    let id = UUID()
    let name: String
    let email: String
}

final class ContactsViewController: UIViewController {
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, Contact>!

    override func viewDidLoad() {
        super.viewDidLoad()
        var listConfig = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        listConfig.showsSeparators = true
        let layout = UICollectionViewCompositionalLayout.list(using: listConfig)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Contact> { cell, _, contact in
            var content = cell.defaultContentConfiguration()
            content.text = contact.name
            content.secondaryText = contact.email
            content.image = UIImage(systemName: "person.crop.circle")
            content.imageProperties.tintColor = .systemBlue
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }

        dataSource = UICollectionViewDiffableDataSource<Int, Contact>(collectionView: collectionView) { collectionView, indexPath, contact in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: contact)
        }

        var snapshot = NSDiffableDataSourceSnapshot<Int, Contact>()
        snapshot.appendSections([0])
        snapshot.appendItems([
            Contact(name: "Ada Lovelace", email: "ada@example.com"),
            Contact(name: "Alan Turing", email: "alan@example.com")
        ])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
