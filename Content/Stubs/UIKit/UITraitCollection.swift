/// Light or dark appearance.
@available(iOS 12.0, *)
@objc
public enum UIUserInterfaceStyle: Int, @unchecked Sendable {
    case unspecified = 0, light = 1, dark = 2
}

/// Device family (phone, pad, TV, CarPlay, Mac, Vision).
@objc
public enum UIUserInterfaceIdiom: Int, @unchecked Sendable {
    case unspecified = -1, phone = 0, pad = 1
    @available(iOS 9.0, *) case tv = 2
    @available(iOS 9.0, *) case carPlay = 3
    @available(iOS 14.0, *) case mac = 5
    @available(iOS 17.0, *) case vision = 6
}

/// Compact or regular size class.
@objc
public enum UIUserInterfaceSizeClass: Int, @unchecked Sendable {
    case unspecified = 0, compact = 1, regular = 2
}

/// Base or elevated interface level.
@available(iOS 13.0, *)
@objc
public enum UIUserInterfaceLevel: Int, @unchecked Sendable {
    case unspecified = -1, base = 0, elevated = 1
}

/// Dynamic Type content size categories.
public struct UIContentSizeCategory: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Hashable, Comparable, Sendable {
    public init(rawValue: String) { fatalError() }
    public var rawValue: String { fatalError() }
    public static let unspecified: UIContentSizeCategory = { fatalError() }()
    public static let extraSmall: UIContentSizeCategory = { fatalError() }()
    public static let small: UIContentSizeCategory = { fatalError() }()
    public static let medium: UIContentSizeCategory = { fatalError() }()
    public static let large: UIContentSizeCategory = { fatalError() }()
    public static let extraLarge: UIContentSizeCategory = { fatalError() }()
    public static let extraExtraLarge: UIContentSizeCategory = { fatalError() }()
    public static let extraExtraExtraLarge: UIContentSizeCategory = { fatalError() }()
    public static let accessibilityMedium: UIContentSizeCategory = { fatalError() }()
    public static let accessibilityLarge: UIContentSizeCategory = { fatalError() }()
    public static let accessibilityExtraLarge: UIContentSizeCategory = { fatalError() }()
    public static let accessibilityExtraExtraLarge: UIContentSizeCategory = { fatalError() }()
    public static let accessibilityExtraExtraExtraLarge: UIContentSizeCategory = { fatalError() }()
    nonisolated public static let didChangeNotification: NSNotification.Name = { fatalError() }()
}

/// Set of interface traits (size classes, scale, idiom, appearance…).
@objcMembers
open class UITraitCollection: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }

    public convenience init(traitsFrom traitCollections: [UITraitCollection]) { fatalError() }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { fatalError() }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { fatalError() }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { fatalError() }
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) { fatalError() }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { fatalError() }
    public convenience init(displayScale scale: CGFloat) { fatalError() }

    @available(iOS 13.0, *)
    open class var current: UITraitCollection { get { fatalError() } set { } }
    @available(iOS 13.0, *)
    open func performAsCurrent(_ actions: () -> Void) { fatalError() }

    open var userInterfaceStyle: UIUserInterfaceStyle { fatalError() }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { fatalError() }
    open var horizontalSizeClass: UIUserInterfaceSizeClass { fatalError() }
    open var verticalSizeClass: UIUserInterfaceSizeClass { fatalError() }
    open var displayScale: CGFloat { fatalError() }
    open var layoutDirection: UITraitEnvironmentLayoutDirection { fatalError() }
    open var preferredContentSizeCategory: UIContentSizeCategory { fatalError() }
    @available(iOS 13.0, *)
    open var userInterfaceLevel: UIUserInterfaceLevel { fatalError() }
    @available(iOS 13.0, *)
    open var accessibilityContrast: UIAccessibilityContrast { fatalError() }
    @available(iOS 13.0, *)
    open var legibilityWeight: UILegibilityWeight { fatalError() }
    @discardableResult
    open func containsTraits(in trait: UITraitCollection?) -> Bool { fatalError() }
    @available(iOS 13.0, *)
    @discardableResult
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool { fatalError() }
}

@objc
public enum UITraitEnvironmentLayoutDirection: Int, @unchecked Sendable {
    case unspecified = -1, leftToRight = 0, rightToLeft = 1
}

@available(iOS 13.0, *)
@objc
public enum UIAccessibilityContrast: Int, @unchecked Sendable {
    case unspecified = -1, normal = 0, high = 1
}

@available(iOS 13.0, *)
@objc
public enum UILegibilityWeight: Int, @unchecked Sendable {
    case unspecified = -1, regular = 0, bold = 1
}

/// Protocol for objects that expose a trait collection.
@preconcurrency @MainActor
@objc public protocol UITraitEnvironment: NSObjectProtocol {
    var traitCollection: UITraitCollection { get }
    @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// Token returned when registering for trait changes.
@available(iOS 17.0, *)
public protocol UITraitChangeRegistration: Hashable, Sendable {}

@available(iOS 17.0, *)
extension UIView {
}
