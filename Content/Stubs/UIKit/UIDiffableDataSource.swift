

/// Single length (absolute, estimated or fractional) in a compositional layout.
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

/// Width and height dimensions of a compositional layout element.
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

/// Smallest building block of a compositional layout.
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

/// Items laid out horizontally, vertically or by a custom rule.
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

/// Spacing between items in a group.
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

/// Groups forming one section of a compositional layout.
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

/// Cross-axis scrolling setting of a section.
@available(iOS 13.0, *)
@objc public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, @unchecked Sendable {
    case none = 0, continuous = 1, continuousGroupLeadingBoundary = 2, paging = 3, groupPaging = 4, groupPagingCentered = 5
}

/// Environment handed to a section provider.
@available(iOS 13.0, *)
@preconcurrency @MainActor
@objc public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    var traitCollection: UITraitCollection { get }
}

/// Section-provider closure type for a compositional layout (Apple's typedef: no nested Swift name).
@available(iOS 13.0, *)
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
