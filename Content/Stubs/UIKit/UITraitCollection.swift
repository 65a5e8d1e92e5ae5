/// Constants that indicate the interface style for the app.
@available(iOS 12.0, *)
@objc
public enum UIUserInterfaceStyle: Int, @unchecked Sendable {
    case unspecified = 0, light = 1, dark = 2
}

/// Constants that indicate the interface type for the device or an object that has a trait environment.
@objc
public enum UIUserInterfaceIdiom: Int, @unchecked Sendable {
    case unspecified = -1, phone = 0, pad = 1
    @available(iOS 9.0, *) case tv = 2
    @available(iOS 9.0, *) case carPlay = 3
    @available(iOS 14.0, *) case mac = 5
    @available(iOS 17.0, *) case vision = 6
}

/// Constants that indicate the size class of a trait environment.
@objc
public enum UIUserInterfaceSizeClass: Int, @unchecked Sendable {
    case unspecified = 0, compact = 1, regular = 2
}

/// Constants that indicate whether the user interface is elevated.
@available(iOS 13.0, *)
@objc
public enum UIUserInterfaceLevel: Int, @unchecked Sendable {
    case unspecified = -1, base = 0, elevated = 1
}

/// Constants that indicate the preferred size of your content.
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
    @available(iOS 11.0, *)
    public var isAccessibilityCategory: Bool { fatalError() }
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { fatalError() }
    nonisolated public static let didChangeNotification: NSNotification.Name = { fatalError() }()
}

/// The iOS interface environment for your app, defined by traits such as horizontal and vertical size class, display scale, and user interface idiom.
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
    /// Creates a trait collection by mutating a new trait collection in a closure.
    @available(iOS 17.0, *)
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) { fatalError() }
    @available(iOS 17.0, *)
    @discardableResult
    open func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection { fatalError() }

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

/// A set of methods that makes the iOS interface environment available to your app.
@preconcurrency @MainActor
@objc public protocol UITraitEnvironment: NSObjectProtocol {
    var traitCollection: UITraitCollection { get }
    @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// A type that represents a trait definition (iOS 17 custom traits API).
@available(iOS 17.0, *)
public protocol UITraitDefinition {
    associatedtype Value
    static var defaultValue: Self.Value { get }
    static var identifier: String { get }
    static var name: String { get }
    static var affectsColorAppearance: Bool { get }
}

/// A system or custom trait definition type, used in trait registration.
@available(iOS 17.0, *)
public typealias UITrait = any UITraitDefinition.Type

/// A token that represents a registration for trait changes.
@available(iOS 17.0, *)
public protocol UITraitChangeRegistration: Hashable, Sendable {}

/// A mutable container of traits.
@available(iOS 17.0, *)
@preconcurrency @MainActor
public protocol UIMutableTraits: AnyObject {
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    var displayScale: CGFloat { get set }
}

/// Methods for registering for trait changes on a view, view controller, window scene…
@available(iOS 17.0, *)
@preconcurrency @MainActor
public protocol UITraitChangeObservable {
    @discardableResult
    func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(_ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void) -> any UITraitChangeRegistration
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

// Trait definitions for the system traits.
@available(iOS 17.0, *)
public struct UITraitUserInterfaceStyle: UITraitDefinition {
    public typealias Value = UIUserInterfaceStyle
    public static var defaultValue: UIUserInterfaceStyle { fatalError() }
    public static var identifier: String { fatalError() }
    public static var name: String { fatalError() }
    public static var affectsColorAppearance: Bool { fatalError() }
}
@available(iOS 17.0, *)
public struct UITraitHorizontalSizeClass: UITraitDefinition {
    public typealias Value = UIUserInterfaceSizeClass
    public static var defaultValue: UIUserInterfaceSizeClass { fatalError() }
    public static var identifier: String { fatalError() }
    public static var name: String { fatalError() }
    public static var affectsColorAppearance: Bool { fatalError() }
}
@available(iOS 17.0, *)
public struct UITraitVerticalSizeClass: UITraitDefinition {
    public typealias Value = UIUserInterfaceSizeClass
    public static var defaultValue: UIUserInterfaceSizeClass { fatalError() }
    public static var identifier: String { fatalError() }
    public static var name: String { fatalError() }
    public static var affectsColorAppearance: Bool { fatalError() }
}
@available(iOS 17.0, *)
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {
    public typealias Value = UIContentSizeCategory
    public static var defaultValue: UIContentSizeCategory { fatalError() }
    public static var identifier: String { fatalError() }
    public static var name: String { fatalError() }
    public static var affectsColorAppearance: Bool { fatalError() }
}
@available(iOS 17.0, *)
public struct UITraitLayoutDirection: UITraitDefinition {
    public typealias Value = UITraitEnvironmentLayoutDirection
    public static var defaultValue: UITraitEnvironmentLayoutDirection { fatalError() }
    public static var identifier: String { fatalError() }
    public static var name: String { fatalError() }
    public static var affectsColorAppearance: Bool { fatalError() }
}

@available(iOS 17.0, *)
extension UIView: UITraitChangeObservable {
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(_ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void) -> any UITraitChangeRegistration { fatalError() }
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration { fatalError() }
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration { fatalError() }
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) { fatalError() }
}
