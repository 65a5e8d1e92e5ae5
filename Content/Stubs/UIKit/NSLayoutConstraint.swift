/// Priority that ranks Auto Layout constraints against each other.
public struct UILayoutPriority: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public init(_ rawValue: Float) { fatalError() }
    public init(rawValue: Float) { fatalError() }
    public init(floatLiteral value: Float) { fatalError() }
    public init(integerLiteral value: Int) { fatalError() }
    public var rawValue: Float { fatalError() }
    public static let required: UILayoutPriority = { fatalError() }()
    public static let defaultHigh: UILayoutPriority = { fatalError() }()
    public static let dragThatCanResizeScene: UILayoutPriority = { fatalError() }()
    public static let sceneSizeStayPut: UILayoutPriority = { fatalError() }()
    public static let dragThatCannotResizeScene: UILayoutPriority = { fatalError() }()
    public static let defaultLow: UILayoutPriority = { fatalError() }()
    public static let fittingSizeLevel: UILayoutPriority = { fatalError() }()
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { fatalError() }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { fatalError() }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { fatalError() }
}

/// Single Auto Layout rule relating two items.
@preconcurrency @MainActor
@objcMembers @_inheritsConvenienceInitializers
open class NSLayoutConstraint: NSObject {
    public override init() { fatalError() }
    open class func activate(_ constraints: [NSLayoutConstraint]) { fatalError() }
    open class func deactivate(_ constraints: [NSLayoutConstraint]) { fatalError() }

    @nonobjc public convenience init(item view1: Any, attribute attr1: NSLayoutConstraint.Attribute, relatedBy relation: NSLayoutConstraint.Relation, toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat) { fatalError() }
    @discardableResult
    open class func constraints(withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] { fatalError() }

    open var priority: UILayoutPriority { get { fatalError() } set { } }
    open var shouldBeArchived: Bool { get { fatalError() } set { } }
    unowned(unsafe) open var firstItem: AnyObject? { fatalError() }
    unowned(unsafe) open var secondItem: AnyObject? { fatalError() }
    open var firstAttribute: NSLayoutConstraint.Attribute { fatalError() }
    open var secondAttribute: NSLayoutConstraint.Attribute { fatalError() }
    open var firstAnchor: NSLayoutAnchor<AnyObject> { fatalError() }
    open var secondAnchor: NSLayoutAnchor<AnyObject>? { fatalError() }
    open var relation: NSLayoutConstraint.Relation { fatalError() }
    open var multiplier: CGFloat { fatalError() }
    open var constant: CGFloat { get { fatalError() } set { } }
    open var isActive: Bool { get { fatalError() } set { } }
    open var identifier: String? { get { fatalError() } set { } }

    @objc(NSLayoutConstraintAttribute)
    public enum Attribute: Int, @unchecked Sendable {
        case left = 1, right = 2, top = 3, bottom = 4, leading = 5, trailing = 6, width = 7, height = 8, centerX = 9, centerY = 10, lastBaseline = 11, firstBaseline = 12
        case leftMargin = 13, rightMargin = 14, topMargin = 15, bottomMargin = 16, leadingMargin = 17, trailingMargin = 18, centerXWithinMargins = 19, centerYWithinMargins = 20
        case notAnAttribute = 0
    }
    @objc(NSLayoutConstraintRelation)
    public enum Relation: Int, @unchecked Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }
    @objc(NSLayoutConstraintAxis)
    public enum Axis: Int, @unchecked Sendable {
        case horizontal = 0, vertical = 1
    }
    public struct FormatOptions: OptionSet, @unchecked Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { fatalError() }
        public static var alignAllLeading: NSLayoutConstraint.FormatOptions { fatalError() }
        public static var alignAllTrailing: NSLayoutConstraint.FormatOptions { fatalError() }
        public static var alignAllTop: NSLayoutConstraint.FormatOptions { fatalError() }
        public static var alignAllBottom: NSLayoutConstraint.FormatOptions { fatalError() }
        public static var alignAllCenterX: NSLayoutConstraint.FormatOptions { fatalError() }
        public static var alignAllCenterY: NSLayoutConstraint.FormatOptions { fatalError() }
    }
}

/// Generic anchor used to build constraints.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject, @preconcurrency NSCopying, @preconcurrency NSCoding {
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }

    @discardableResult
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    @discardableResult
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    @discardableResult
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    @discardableResult
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    @discardableResult
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    @discardableResult
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }

    @available(iOS, unavailable)
    open var name: String { fatalError() }
    @available(iOS, unavailable)
    open var item: AnyObject? { fatalError() }
    @available(iOS, unavailable)
    open var hasAmbiguousLayout: Bool { fatalError() }
    @available(iOS, unavailable)
    open var constraintsAffectingLayout: [NSLayoutConstraint] { fatalError() }
}

/// Anchor for horizontal positions.
@preconcurrency @MainActor @_inheritsConvenienceInitializers
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    @available(iOS 10.0, *)
    @discardableResult
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension { fatalError() }
    @available(iOS 11.0, *)
    @discardableResult
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { fatalError() }
    @available(iOS 11.0, *)
    @discardableResult
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { fatalError() }
    @available(iOS 11.0, *)
    @discardableResult
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { fatalError() }
}

/// Anchor for vertical positions.
@preconcurrency @MainActor @_inheritsConvenienceInitializers
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    @available(iOS 10.0, *)
    @discardableResult
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension { fatalError() }
    @available(iOS 11.0, *)
    @discardableResult
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { fatalError() }
    @available(iOS 11.0, *)
    @discardableResult
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { fatalError() }
    @available(iOS 11.0, *)
    @discardableResult
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { fatalError() }
}

/// Anchor for a width or height.
@preconcurrency @MainActor @_inheritsConvenienceInitializers
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    @discardableResult
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    @discardableResult
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    @discardableResult
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    @discardableResult
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { fatalError() }
    @discardableResult
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { fatalError() }
    @discardableResult
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { fatalError() }
    @discardableResult
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    @discardableResult
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    @discardableResult
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
}

/// Invisible rectangle that takes part in Auto Layout.
@preconcurrency @MainActor
@objcMembers
open class UILayoutGuide: NSObject, @preconcurrency NSCoding {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open var layoutFrame: CGRect { fatalError() }
    weak open var owningView: UIView? { get { fatalError() } set { } }
    open var identifier: String { get { fatalError() } set { } }
    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var leftAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var rightAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var widthAnchor: NSLayoutDimension { fatalError() }
    open var heightAnchor: NSLayoutDimension { fatalError() }
    open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
}

/// Layout guide that swaps constraints as it nears a view's edges.
@available(iOS 15.0, *)
@preconcurrency @MainActor
@objcMembers @_inheritsConvenienceInitializers
open class UITrackingLayoutGuide: UILayoutGuide {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func setConstraints(_ trackingConstraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge) { fatalError() }
    open func setConstraints(_ trackingConstraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge) { fatalError() }
    @discardableResult
    open func constraints(activeWhenNearEdge edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] { fatalError() }
    @discardableResult
    open func constraints(activeWhenAwayFrom edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] { fatalError() }
}

/// Layout guide following the keyboard's area.
@available(iOS 15.0, *)
@preconcurrency @MainActor
@objcMembers @_inheritsConvenienceInitializers
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var followsUndockedKeyboard: Bool { get { fatalError() } set { } }
    @available(iOS 17.0, *)
    open var usesBottomSafeArea: Bool { get { fatalError() } set { } }
    @available(iOS 17.0, *)
    open var keyboardDismissPadding: CGFloat { get { fatalError() } set { } }
}
