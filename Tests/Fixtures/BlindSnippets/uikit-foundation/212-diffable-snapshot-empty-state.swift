// ios: 17
// expect: pass
// topic: Diffable data source snapshots driving a list, with a UIContentUnavailableConfiguration empty state on iOS 17
// apis: UICollectionViewDiffableDataSource, NSDiffableDataSourceSnapshot, apply(_:animatingDifferences:), UIContentUnavailableConfiguration.empty(), UIViewController.contentUnavailableConfiguration, UIViewController.setNeedsUpdateContentUnavailableConfiguration()
// source: https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa, https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration
import UIKit

enum ReminderSection: Hashable {
    case today, earlier
}

struct Reminder: Hashable {
    let id: UUID
    var title: String
    var isToday: Bool
}

final class RemindersViewController: UIViewController {
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<ReminderSection, Reminder>!
    private var reminders: [Reminder] = [] {
        didSet { applySnapshot() }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Reminder> { cell, _, reminder in
            var content = UIListContentConfiguration.cell()
            content.text = reminder.title
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, reminder in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: reminder)
        }
        applySnapshot()
    }

    private func applySnapshot() {
        var snapshot = NSDiffableDataSourceSnapshot<ReminderSection, Reminder>()
        snapshot.appendSections([.today, .earlier])
        snapshot.appendItems(reminders.filter(\.isToday), toSection: .today)
        snapshot.appendItems(reminders.filter { !$0.isToday }, toSection: .earlier)
        dataSource?.apply(snapshot, animatingDifferences: true)
        setNeedsUpdateContentUnavailableConfiguration()
    }

    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        guard reminders.isEmpty else {
            contentUnavailableConfiguration = nil
            return
        }
        var empty = UIContentUnavailableConfiguration.empty()
        empty.image = UIImage(systemName: "checklist")
        empty.text = "No Reminders"
        empty.secondaryText = "Tap + to add your first reminder."
        contentUnavailableConfiguration = empty
    }
}
