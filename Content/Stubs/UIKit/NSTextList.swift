import Foundation

/// A group of list items at one nesting level (NSTextList.h).
open class NSTextList: NSObject, NSSecureCoding, NSCopying {
    @available(iOS 16.0, *)
    public init(markerFormat: NSTextList.MarkerFormat, options: NSTextList.Options = [], startingItemNumber: Int) { fatalError() }
    public convenience init(markerFormat: NSTextList.MarkerFormat, options: Int) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }

    open var markerFormat: NSTextList.MarkerFormat { fatalError() }
    open var listOptions: NSTextList.Options { fatalError() }
    open var startingItemNumber: Int { get { fatalError() } set { } }
    @available(iOS 16.0, *)
    open var isOrdered: Bool { fatalError() }
    @discardableResult
    open func marker(forItemNumber itemNumber: Int) -> String { fatalError() }
    @available(iOS 26.0, *)
    open class var includesTextListMarkers: Bool { fatalError() }

    /// `NSTextListOptions`.
    public struct Options: OptionSet, @unchecked Sendable {
        public init(rawValue: UInt) { fatalError() }
        public let rawValue: UInt
        public static var prependEnclosingMarker: NSTextList.Options { fatalError() }
    }

    /// `NSTextListMarkerFormat`.
    public struct MarkerFormat: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public init(_ rawValue: String) { fatalError() }
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
        public static let box: NSTextList.MarkerFormat = { fatalError() }()
        public static let check: NSTextList.MarkerFormat = { fatalError() }()
        public static let circle: NSTextList.MarkerFormat = { fatalError() }()
        public static let diamond: NSTextList.MarkerFormat = { fatalError() }()
        public static let disc: NSTextList.MarkerFormat = { fatalError() }()
        public static let hyphen: NSTextList.MarkerFormat = { fatalError() }()
        public static let square: NSTextList.MarkerFormat = { fatalError() }()
        public static let lowercaseHexadecimal: NSTextList.MarkerFormat = { fatalError() }()
        public static let uppercaseHexadecimal: NSTextList.MarkerFormat = { fatalError() }()
        public static let octal: NSTextList.MarkerFormat = { fatalError() }()
        public static let lowercaseAlpha: NSTextList.MarkerFormat = { fatalError() }()
        public static let uppercaseAlpha: NSTextList.MarkerFormat = { fatalError() }()
        public static let lowercaseLatin: NSTextList.MarkerFormat = { fatalError() }()
        public static let uppercaseLatin: NSTextList.MarkerFormat = { fatalError() }()
        public static let lowercaseRoman: NSTextList.MarkerFormat = { fatalError() }()
        public static let uppercaseRoman: NSTextList.MarkerFormat = { fatalError() }()
        public static let decimal: NSTextList.MarkerFormat = { fatalError() }()
    }
}
