/// A representation of the state of the data in a view at a specific point in time.
@available(iOS 13.0, *)
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    public init() { fatalError() }
    public var numberOfItems: Int { fatalError() }
    public var numberOfSections: Int { fatalError() }
    public var sectionIdentifiers: [SectionIdentifierType] { fatalError() }
    public var itemIdentifiers: [ItemIdentifierType] { fatalError() }
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { fatalError() }
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] { fatalError() }
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? { fatalError() }
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { fatalError() }
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { fatalError() }
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) { fatalError() }
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) { fatalError() }
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) { fatalError() }
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) { fatalError() }
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) { fatalError() }
    public mutating func deleteAllItems() { fatalError() }
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) { fatalError() }
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { fatalError() }
    @available(iOS 15.0, *)
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { fatalError() }
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) { fatalError() }
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) { fatalError() }
}

/// The object you use to manage data and provide cells for a collection view.
@available(iOS 13.0, *)
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: NSObject, UICollectionViewDataSource {
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath) -> UICollectionReusableView?

    public init(collectionView: UICollectionView, cellProvider: @escaping UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.CellProvider) { fatalError() }
    public var supplementaryViewProvider: UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.SupplementaryViewProvider? { get { fatalError() } set { } }
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) { fatalError() }
    @available(iOS 15.0, *)
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true) async { fatalError() }
    @available(iOS 15.0, *)
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil) { fatalError() }
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { fatalError() }
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { fatalError() }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { fatalError() }
    @available(iOS 15.0, *)
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { fatalError() }

    @objc open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { fatalError() }
    @objc open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell { fatalError() }
}

/// The object you use to manage data and provide cells for a table view.
@available(iOS 13.0, *)
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: NSObject, UITableViewDataSource {
    public typealias CellProvider = (_ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?

    public init(tableView: UITableView, cellProvider: @escaping UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.CellProvider) { fatalError() }
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) { fatalError() }
    @available(iOS 15.0, *)
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true) async { fatalError() }
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { fatalError() }
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { fatalError() }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { fatalError() }
    open var defaultRowAnimation: UITableView.RowAnimation { get { fatalError() } set { } }

    @objc open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fatalError() }
    @objc open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { fatalError() }
    @objc open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { fatalError() }
}

/// An object that represents the dimensions of an element in a compositional layout.
@available(iOS 13.0, *)
@preconcurrency @MainActor
@objcMembers
open class NSCollectionLayoutDimension: NSObject, @preconcurrency NSCopying {
    @discardableResult
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { fatalError() }
    @discardableResult
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { fatalError() }
    @discardableResult
    open class func absolute(_ absoluteDimension: CGFloat) -> Self { fatalError() }
    @discardableResult
    open class func estimated(_ estimatedDimension: CGFloat) -> Self { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

/// The width and height of an element in a compositional layout.
@available(iOS 13.0, *)
@preconcurrency @MainActor
@objcMembers
open class NSCollectionLayoutSize: NSObject, @preconcurrency NSCopying {
    public convenience init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) { fatalError() }
    open var widthDimension: NSCollectionLayoutDimension { fatalError() }
    open var heightDimension: NSCollectionLayoutDimension { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

/// The most basic component of a collection view’s layout.
@available(iOS 13.0, *)
@preconcurrency @MainActor
@objcMembers
open class NSCollectionLayoutItem: NSObject, @preconcurrency NSCopying {
    public convenience init(layoutSize: NSCollectionLayoutSize) { fatalError() }
    open var contentInsets: NSDirectionalEdgeInsets { get { fatalError() } set { } }
    open var layoutSize: NSCollectionLayoutSize { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

/// A container for a set of items that lays out the items along a path.
@available(iOS 13.0, *)
@preconcurrency @MainActor
@objcMembers
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    @discardableResult
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self { fatalError() }
    @available(iOS 16.0, *)
    @discardableResult
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self { fatalError() }
    @discardableResult
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self { fatalError() }
    @discardableResult
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self { fatalError() }
    open var interItemSpacing: NSCollectionLayoutSpacing? { get { fatalError() } set { } }
}

/// An object that defines the space between items in a group.
@available(iOS 13.0, *)
@preconcurrency @MainActor
@objcMembers
open class NSCollectionLayoutSpacing: NSObject, @preconcurrency NSCopying {
    @discardableResult
    open class func fixed(_ fixedSpacing: CGFloat) -> Self { fatalError() }
    @discardableResult
    open class func flexible(_ flexibleSpacing: CGFloat) -> Self { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

/// A container that combines a set of groups into distinct visual groupings.
@available(iOS 13.0, *)
@preconcurrency @MainActor
@objcMembers
open class NSCollectionLayoutSection: NSObject, @preconcurrency NSCopying {
    public convenience init(group: NSCollectionLayoutGroup) { fatalError() }
    @available(iOS 14.0, *)
    @discardableResult
    open class func list(using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection { fatalError() }
    open var contentInsets: NSDirectionalEdgeInsets { get { fatalError() } set { } }
    open var interGroupSpacing: CGFloat { get { fatalError() } set { } }
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior { get { fatalError() } set { } }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

/// Constants that indicate how a section scrolls orthogonally to the main layout axis.
@available(iOS 13.0, *)
@objc public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, @unchecked Sendable {
    case none = 0, continuous = 1, continuousGroupLeadingBoundary = 2, paging = 3, groupPaging = 4, groupPagingCentered = 5
}

/// The layout environment a section provider receives.
@available(iOS 13.0, *)
@preconcurrency @MainActor
@objc public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    var traitCollection: UITraitCollection { get }
}

/// The closure that makes a compositional layout's section (Apple's typedef: no nested Swift name).
@available(iOS 13.0, *)
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
