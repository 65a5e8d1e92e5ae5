// ios: 15
// expect: error 9: cannot use mutating member on immutable value: 'snapshot' is a 'let' constant
// topic: mutating a snapshot declared with let
// apis: NSDiffableDataSourceSnapshot.appendSections(_:)
enum ListSection: Hashable { case main }

func makeSnapshot(items: [String]) -> NSDiffableDataSourceSnapshot<ListSection, String> {
    let snapshot = NSDiffableDataSourceSnapshot<ListSection, String>()
    snapshot.appendSections([.main])
    return snapshot
}
