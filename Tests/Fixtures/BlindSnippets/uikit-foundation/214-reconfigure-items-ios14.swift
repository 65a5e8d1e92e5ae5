// ios: 14
// expect: error 37: is only available in iOS 15.0 or newer
// topic: Using snapshot.reconfigureItems (iOS 15) to refresh a favorite badge while still deploying to iOS 14
// apis: NSDiffableDataSourceSnapshot.reconfigureItems(_:), UICollectionViewDiffableDataSource.snapshot(), UICollectionViewDiffableDataSource.apply(_:animatingDifferences:completion:)
// source: https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reconfigureitems(_:)
import UIKit

struct Track: Hashable {
    let id: Int
    let title: String
}

final class PlaylistViewController: UIViewController {
    private var dataSource: UICollectionViewDiffableDataSource<Int, Track>!
    private var favorites: Set<Int> = []

    func configure(with collectionView: UICollectionView) {
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Track> { [weak self] cell, _, track in
            var content = cell.defaultContentConfiguration()
            content.text = track.title
            let isFavorite = self?.favorites.contains(track.id) ?? false
            content.image = UIImage(systemName: isFavorite ? "heart.fill" : "heart")
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, track in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: track)
        }
    }

    func toggleFavorite(_ track: Track) {
        if favorites.contains(track.id) {
            favorites.remove(track.id)
        } else {
            favorites.insert(track.id)
        }
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([track])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
