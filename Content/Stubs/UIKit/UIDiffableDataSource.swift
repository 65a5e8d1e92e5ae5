

/// An object that represents the dimensions of an element in a compositional layout.
@available(iOS 13.0, *)
@preconcurrency @MainActor
@objcMembers @_inheritsConvenienceInitializers
open class NSCollectionLayoutDimension: NSObject, @preconcurrency NSCopying {
    public override init() { fatalError() }
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
@objcMembers @_inheritsConvenienceInitializers
open class NSCollectionLayoutSize: NSObject, @preconcurrency NSCopying {
    public override init() { fatalError() }
    public convenience init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) { fatalError() }
    open var widthDimension: NSCollectionLayoutDimension { fatalError() }
    open var heightDimension: NSCollectionLayoutDimension { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

/// The most basic component of a collection view’s layout.
@available(iOS 13.0, *)
@preconcurrency @MainActor
@objcMembers @_inheritsConvenienceInitializers
open class NSCollectionLayoutItem: NSObject, @preconcurrency NSCopying {
    public override init() { fatalError() }
    public convenience init(layoutSize: NSCollectionLayoutSize) { fatalError() }
    open var contentInsets: NSDirectionalEdgeInsets { get { fatalError() } set { } }
    open var layoutSize: NSCollectionLayoutSize { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

/// A container for a set of items that lays out the items along a path.
@available(iOS 13.0, *)
@preconcurrency @MainActor
@objcMembers @_inheritsConvenienceInitializers
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    public override init() { fatalError() }
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
@objcMembers @_inheritsConvenienceInitializers
open class NSCollectionLayoutSpacing: NSObject, @preconcurrency NSCopying {
    public override init() { fatalError() }
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
@objcMembers @_inheritsConvenienceInitializers
open class NSCollectionLayoutSection: NSObject, @preconcurrency NSCopying {
    public override init() { fatalError() }
    public convenience init(group: NSCollectionLayoutGroup) { fatalError() }
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
