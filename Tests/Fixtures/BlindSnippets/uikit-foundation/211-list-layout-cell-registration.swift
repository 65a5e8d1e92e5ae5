// ios: 14
// expect: pass
// topic: Migrating a UITableView screen to a list-style UICollectionView with cell registrations (iOS 14)
// apis: UICollectionLayoutListConfiguration, UICollectionViewCompositionalLayout.list(using:), UICollectionView.CellRegistration, UICollectionViewListCell, UIListContentConfiguration, UICellAccessory.disclosureIndicator(displayed:options:), UICollectionView.dequeueConfiguredReusableCell(using:for:item:)
// source: https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration, https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration
import UIKit

struct Contact: Hashable {
    let id = UUID()
    let name: String
    let email: String
}

final class ContactsViewController: UIViewController, UICollectionViewDataSource {
    private let contacts = [
        Contact(name: "Ada Lovelace", email: "ada@example.com"),
        Contact(name: "Grace Hopper", email: "grace@example.com")
    ]
    private var collectionView: UICollectionView!
    private var cellRegistration: UICollectionView.CellRegistration<UICollectionViewListCell, Contact>!

    override func viewDidLoad() {
        super.viewDidLoad()
        var listConfig = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        listConfig.showsSeparators = true
        let layout = UICollectionViewCompositionalLayout.list(using: listConfig)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.dataSource = self
        view.addSubview(collectionView)

        cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Contact> { cell, _, contact in
            var content = cell.defaultContentConfiguration()
            content.text = contact.name
            content.secondaryText = contact.email
            content.image = UIImage(systemName: "person.crop.circle")
            content.imageProperties.tintColor = .systemTeal
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        contacts.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: contacts[indexPath.item])
    }
}
