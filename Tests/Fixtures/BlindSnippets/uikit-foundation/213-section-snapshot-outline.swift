// ios: 14
// expect: pass
// topic: Expandable sidebar outline built from NSDiffableDataSourceSectionSnapshot (iOS 14)
// apis: NSDiffableDataSourceSectionSnapshot, append(_:to:), expand(_:), UICellAccessory.outlineDisclosure(displayed:options:actionHandler:), UICollectionLayoutListConfiguration.Appearance.sidebar, UIListContentConfiguration.sidebarHeader()
// source: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot
import UIKit

struct SidebarItem: Hashable {
    let title: String
    let symbol: String?
    let isGroup: Bool
}

final class LibrarySidebarViewController: UIViewController {
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, SidebarItem>!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let groupCell = UICollectionView.CellRegistration<UICollectionViewListCell, SidebarItem> { cell, _, item in
            var content = UIListContentConfiguration.sidebarHeader()
            content.text = item.title
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        let rowCell = UICollectionView.CellRegistration<UICollectionViewListCell, SidebarItem> { cell, _, item in
            var content = UIListContentConfiguration.sidebarCell()
            content.text = item.title
            content.image = item.symbol.flatMap { UIImage(systemName: $0) }
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            if item.isGroup {
                return collectionView.dequeueConfiguredReusableCell(using: groupCell, for: indexPath, item: item)
            }
            return collectionView.dequeueConfiguredReusableCell(using: rowCell, for: indexPath, item: item)
        }

        let library = SidebarItem(title: "Library", symbol: nil, isGroup: true)
        let rows = [
            SidebarItem(title: "Recently Added", symbol: "clock", isGroup: false),
            SidebarItem(title: "Artists", symbol: "music.mic", isGroup: false),
            SidebarItem(title: "Albums", symbol: "square.stack", isGroup: false)
        ]
        var section = NSDiffableDataSourceSectionSnapshot<SidebarItem>()
        section.append([library])
        section.append(rows, to: library)
        section.expand([library])
        dataSource.apply(section, to: 0, animatingDifferences: false)
    }
}
