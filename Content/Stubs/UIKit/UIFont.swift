/// Font with its metrics; UIKit's font class.
@objcMembers
open class UIFont: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }

    public init?(name fontName: String, size fontSize: CGFloat) { fatalError() }
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) { fatalError() }

    @discardableResult
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError() }
    @available(iOS 10.0, *)
    @discardableResult
    open class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont { fatalError() }
    @discardableResult
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    @discardableResult
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    @discardableResult
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    @available(iOS 8.2, *)
    @discardableResult
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
    @available(iOS 9.0, *)
    @discardableResult
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
    @available(iOS 13.0, *)
    @discardableResult
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
    @available(iOS 16.0, *)
    @discardableResult
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight, width: UIFont.Width) -> UIFont { fatalError() }

    open class var familyNames: [String] { fatalError() }
    @discardableResult
    open class func fontNames(forFamilyName familyName: String) -> [String] { fatalError() }
    open class var labelFontSize: CGFloat { fatalError() }
    open class var buttonFontSize: CGFloat { fatalError() }
    open class var systemFontSize: CGFloat { fatalError() }

    open var familyName: String { fatalError() }
    open var fontName: String { fatalError() }
    open var pointSize: CGFloat { fatalError() }
    open var ascender: CGFloat { fatalError() }
    open var descender: CGFloat { fatalError() }
    open var capHeight: CGFloat { fatalError() }
    open var xHeight: CGFloat { fatalError() }
    open var lineHeight: CGFloat { fatalError() }
    open var leading: CGFloat { fatalError() }
    open var fontDescriptor: UIFontDescriptor { fatalError() }
    @discardableResult
    open func withSize(_ fontSize: CGFloat) -> UIFont { fatalError() }

    /// Dynamic Type text style names.
    public struct TextStyle: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Hashable, Sendable {
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
        @available(iOS 11.0, *) public static let largeTitle: UIFont.TextStyle = { fatalError() }()
        public static let title1: UIFont.TextStyle = { fatalError() }()
        public static let title2: UIFont.TextStyle = { fatalError() }()
        public static let title3: UIFont.TextStyle = { fatalError() }()
        public static let headline: UIFont.TextStyle = { fatalError() }()
        public static let subheadline: UIFont.TextStyle = { fatalError() }()
        public static let body: UIFont.TextStyle = { fatalError() }()
        public static let callout: UIFont.TextStyle = { fatalError() }()
        public static let footnote: UIFont.TextStyle = { fatalError() }()
        public static let caption1: UIFont.TextStyle = { fatalError() }()
        public static let caption2: UIFont.TextStyle = { fatalError() }()
    }

    /// Font weight values.
    public struct Weight: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Hashable, Sendable {
        public init(_ rawValue: CGFloat) { fatalError() }
        public init(rawValue: CGFloat) { fatalError() }
        public var rawValue: CGFloat { fatalError() }
        public static let ultraLight: UIFont.Weight = { fatalError() }()
        public static let thin: UIFont.Weight = { fatalError() }()
        public static let light: UIFont.Weight = { fatalError() }()
        public static let regular: UIFont.Weight = { fatalError() }()
        public static let medium: UIFont.Weight = { fatalError() }()
        public static let semibold: UIFont.Weight = { fatalError() }()
        public static let bold: UIFont.Weight = { fatalError() }()
        public static let heavy: UIFont.Weight = { fatalError() }()
        public static let black: UIFont.Weight = { fatalError() }()
    }

    /// Font width values. (The type has no iOS version of its own in Apple's SDK; its values are iOS 16.)
    public struct Width: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Hashable, Sendable {
        public init(_ rawValue: CGFloat) { fatalError() }
        public init(rawValue: CGFloat) { fatalError() }
        public var rawValue: CGFloat { fatalError() }
        @available(iOS 16.0, *)
        public static let compressed: UIFont.Width = { fatalError() }()
        @available(iOS 16.0, *)
        public static let condensed: UIFont.Width = { fatalError() }()
        @available(iOS 16.0, *)
        public static let standard: UIFont.Width = { fatalError() }()
        @available(iOS 16.0, *)
        public static let expanded: UIFont.Width = { fatalError() }()
    }
}

/// Attribute-based font description.
@objcMembers
open class UIFontDescriptor: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    @discardableResult
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor { fatalError() }
    @discardableResult
    open func withSymbolicTraits(_ symbolicTraits: UIFontDescriptor.SymbolicTraits) -> UIFontDescriptor? { fatalError() }
    @available(iOS 13.0, *)
    @discardableResult
    open func withDesign(_ design: UIFontDescriptor.SystemDesign) -> UIFontDescriptor? { fatalError() }
    open var symbolicTraits: UIFontDescriptor.SymbolicTraits { fatalError() }
    open var pointSize: CGFloat { fatalError() }

    public struct SymbolicTraits: OptionSet, @unchecked Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { fatalError() }
        public static var traitItalic: UIFontDescriptor.SymbolicTraits { fatalError() }
        public static var traitBold: UIFontDescriptor.SymbolicTraits { fatalError() }
        public static var traitCondensed: UIFontDescriptor.SymbolicTraits { fatalError() }
        public static var traitMonoSpace: UIFontDescriptor.SymbolicTraits { fatalError() }
    }

    /// System font design names. (No iOS version of its own in Apple's SDK; its values are iOS 13.)
    public struct SystemDesign: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Hashable, Sendable {
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
        @available(iOS 13.0, *)
        public static let `default`: UIFontDescriptor.SystemDesign = { fatalError() }()
        @available(iOS 13.0, *)
        public static let rounded: UIFontDescriptor.SystemDesign = { fatalError() }()
        @available(iOS 13.0, *)
        public static let serif: UIFontDescriptor.SystemDesign = { fatalError() }()
        @available(iOS 13.0, *)
        public static let monospaced: UIFontDescriptor.SystemDesign = { fatalError() }()
    }
}

/// Scales fonts and values for Dynamic Type.
@available(iOS 11.0, *)
@objcMembers
open class UIFontMetrics: NSObject, @unchecked Sendable {
    open class var `default`: UIFontMetrics { fatalError() }
    public init(forTextStyle textStyle: UIFont.TextStyle) { fatalError() }
    @discardableResult
    open func scaledFont(for font: UIFont) -> UIFont { fatalError() }
    @discardableResult
    open func scaledValue(for value: CGFloat) -> CGFloat { fatalError() }
}

extension NSAttributedString.Key {
    public static let font: NSAttributedString.Key = { fatalError() }()
    public static let foregroundColor: NSAttributedString.Key = { fatalError() }()
    public static let backgroundColor: NSAttributedString.Key = { fatalError() }()
    public static let kern: NSAttributedString.Key = { fatalError() }()
    public static let underlineStyle: NSAttributedString.Key = { fatalError() }()
    public static let strikethroughStyle: NSAttributedString.Key = { fatalError() }()
    public static let paragraphStyle: NSAttributedString.Key = { fatalError() }()
    public static let baselineOffset: NSAttributedString.Key = { fatalError() }()
}
