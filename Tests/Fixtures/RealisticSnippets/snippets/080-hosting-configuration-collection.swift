// ios: 16
// expect: pass
// topic: UIHostingConfiguration in a UICollectionView cell registration
// apis: UIHostingConfiguration, UICollectionView.CellRegistration, UICollectionViewListCell, margins(_:_:), UICollectionViewCompositionalLayout.list(using:)
struct Song: Hashable {
    let title: String
    let artist: String
}

final class SongsViewController: UIViewController {
    private var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubview(collectionView)
    }

    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Song> { cell, _, song in
        cell.contentConfiguration = UIHostingConfiguration {
            VStack(alignment: .leading) {
                Text(song.title).font(.headline)
                Text(song.artist).font(.subheadline).foregroundStyle(.secondary)
            }
        }
        .margins(.horizontal, 20)
    }
}
