/// Scrollable view of items arranged by a layout object.
@preconcurrency @MainActor
@objcMembers
open class UICollectionView: UIScrollView {
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var collectionViewLayout: UICollectionViewLayout { get { fatalError() } set { } }
    // `delegate` is inherited from UIScrollView (see the note in UIScrollView.swift).
    weak open var dataSource: (any UICollectionViewDataSource)? { get { fatalError() } set { } }
    open var backgroundView: UIView? { get { fatalError() } set { } }
    open var allowsSelection: Bool { get { fatalError() } set { } }
    open var allowsMultipleSelection: Bool { get { fatalError() } set { } }
    open var indexPathsForSelectedItems: [IndexPath]? { fatalError() }
    open var visibleCells: [UICollectionViewCell] { fatalError() }
    open var indexPathsForVisibleItems: [IndexPath] { fatalError() }
    open var numberOfSections: Int { fatalError() }
    @discardableResult
    open func numberOfItems(inSection section: Int) -> Int { fatalError() }
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) { fatalError() }
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) { fatalError() }
    @discardableResult
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell { fatalError() }
    @discardableResult
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView { fatalError() }
    open func reloadData() { fatalError() }
    open func reloadItems(at indexPaths: [IndexPath]) { fatalError() }
    open func insertItems(at indexPaths: [IndexPath]) { fatalError() }
    open func deleteItems(at indexPaths: [IndexPath]) { fatalError() }
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) { fatalError() }
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) { fatalError() }
    open func deselectItem(at indexPath: IndexPath, animated: Bool) { fatalError() }
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool) { fatalError() }
    @discardableResult
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { fatalError() }
    @discardableResult
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { fatalError() }
    @discardableResult
    open func indexPathForItem(at point: CGPoint) -> IndexPath? { fatalError() }

    public struct ScrollPosition: OptionSet, @unchecked Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { fatalError() }
        public static var top: UICollectionView.ScrollPosition { fatalError() }
        public static var centeredVertically: UICollectionView.ScrollPosition { fatalError() }
        public static var bottom: UICollectionView.ScrollPosition { fatalError() }
        public static var left: UICollectionView.ScrollPosition { fatalError() }
        public static var centeredHorizontally: UICollectionView.ScrollPosition { fatalError() }
        public static var right: UICollectionView.ScrollPosition { fatalError() }
    }
}

/// Supplies items and cells to a collection view.
@preconcurrency @MainActor
@objc public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    @objc optional func numberOfSections(in collectionView: UICollectionView) -> Int
    @objc optional func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView
}

/// Handles selection and other interaction in a collection view.
@preconcurrency @MainActor
@objc public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    @objc optional func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    @objc optional func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    @objc optional func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    @objc optional func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    @objc optional func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
}

/// Per-item sizing and spacing for a flow layout.
@preconcurrency @MainActor
@objc public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    @objc optional func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
    @objc optional func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets
    @objc optional func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat
    @objc optional func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    @objc optional func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize
}

/// Base class of reusable cells and supplementary views.
@preconcurrency @MainActor
@objcMembers
open class UICollectionReusableView: UIView {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var reuseIdentifier: String? { fatalError() }
    open func prepareForReuse() { fatalError() }
}

/// Cell of a collection view.
@preconcurrency @MainActor
@objcMembers
open class UICollectionViewCell: UICollectionReusableView {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var contentView: UIView { fatalError() }
    open var isSelected: Bool { get { fatalError() } set { } }
    open var isHighlighted: Bool { get { fatalError() } set { } }
    open var backgroundView: UIView? { get { fatalError() } set { } }
    open var selectedBackgroundView: UIView? { get { fatalError() } set { } }
    @available(iOS 14.0, *)
    open func setNeedsUpdateConfiguration() { fatalError() }
}

/// List-style collection view cell.
@available(iOS 14.0, *)
@preconcurrency @MainActor
@objcMembers @_inheritsConvenienceInitializers
open class UICollectionViewListCell: UICollectionViewCell {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var indentationLevel: Int { get { fatalError() } set { } }
    open var indentationWidth: CGFloat { get { fatalError() } set { } }
}

/// Base class of collection view layouts.
@preconcurrency @MainActor
@objcMembers
open class UICollectionViewLayout: NSObject, @preconcurrency NSCoding {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open var collectionView: UICollectionView? { fatalError() }
    open func invalidateLayout() { fatalError() }
    open func prepare() { fatalError() }
    open var collectionViewContentSize: CGSize { fatalError() }
}

/// Line/grid layout with per-section headers and footers.
@preconcurrency @MainActor
@objcMembers
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var minimumLineSpacing: CGFloat { get { fatalError() } set { } }
    open var minimumInteritemSpacing: CGFloat { get { fatalError() } set { } }
    open var itemSize: CGSize { get { fatalError() } set { } }
    open var estimatedItemSize: CGSize { get { fatalError() } set { } }
    open var scrollDirection: UICollectionView.ScrollDirection { get { fatalError() } set { } }
    open var headerReferenceSize: CGSize { get { fatalError() } set { } }
    open var footerReferenceSize: CGSize { get { fatalError() } set { } }
    open var sectionInset: UIEdgeInsets { get { fatalError() } set { } }
    nonisolated public class var automaticSize: CGSize { fatalError() }
}

extension UICollectionView {
    @objc(UICollectionViewScrollDirection)
    public enum ScrollDirection: Int, @unchecked Sendable {
        case vertical = 0, horizontal = 1
    }
}

/// Layout built from items, groups and sections.
@available(iOS 13.0, *)
@preconcurrency @MainActor
@objcMembers
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public init(section: NSCollectionLayoutSection) { fatalError() }
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
}
