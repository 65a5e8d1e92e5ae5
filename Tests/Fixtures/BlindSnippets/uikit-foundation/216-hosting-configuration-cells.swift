// ios: 17
// expect: pass
// topic: SwiftUI rows inside UICollectionView cells with UIHostingConfiguration, using an iOS 17 symbol effect in the row
// apis: UIHostingConfiguration, UIHostingConfiguration.margins(_:_:), UIHostingConfiguration.background(_:), UICollectionView.CellRegistration, View.symbolEffect(_:options:value:)
// source: https://developer.apple.com/documentation/swiftui/uihostingconfiguration
import UIKit
import SwiftUI

struct Episode: Hashable {
    let id: Int
    let title: String
    let minutes: Int
    var isDownloaded: Bool
}

struct EpisodeRow: View {
    let episode: Episode

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: episode.isDownloaded ? "arrow.down.circle.fill" : "arrow.down.circle")
                .symbolEffect(.bounce, value: episode.isDownloaded)
                .foregroundStyle(.tint)
            VStack(alignment: .leading) {
                Text(episode.title).font(.headline)
                Text("\(episode.minutes) min").font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
        }
    }
}

final class EpisodesViewController: UICollectionViewController {
    private var dataSource: UICollectionViewDiffableDataSource<Int, Episode>!

    override func viewDidLoad() {
        super.viewDidLoad()
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Episode> { cell, _, episode in
            cell.contentConfiguration = UIHostingConfiguration {
                EpisodeRow(episode: episode)
            }
            .margins(.horizontal, 20)
            .background(Color(uiColor: .secondarySystemGroupedBackground))
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, episode in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: episode)
        }
    }
}
