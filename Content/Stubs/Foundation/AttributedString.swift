/// A value type for a string with associated attributes for portions of its text.
@available(iOS 15, *)
@dynamicMemberLookup
public struct AttributedString: Equatable, Hashable, Sendable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    public init() { fatalError() }
    public init(_ string: String) { fatalError() }
    public init(_ string: String, attributes: AttributeContainer) { fatalError() }
    public init(stringLiteral value: String) { fatalError() }
    public init(_ substring: AttributedSubstring) { fatalError() }
    public init(_ nsStr: NSAttributedString) { fatalError() }
    public init(markdown: String, options: AttributedString.MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws { fatalError() }
    public init(localized keyAndValue: String.LocalizationValue, options: AttributedString.FormattingOptions = [], table: String? = nil, bundle: Bundle? = nil, locale: Locale? = nil, comment: StaticString? = nil) { fatalError() }

    public struct MarkdownParsingOptions: Hashable, Sendable {
        public enum InterpretedSyntax: Hashable, Sendable { case full, inlineOnly, inlineOnlyPreservingWhitespace }
        public enum FailurePolicy: Hashable, Sendable { case throwError, returnPartiallyParsedIfPossible }
        public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: AttributedString.MarkdownParsingOptions.InterpretedSyntax = .full, failurePolicy: AttributedString.MarkdownParsingOptions.FailurePolicy = .throwError, languageCode: String? = nil) { fatalError() }
    }

    public struct FormattingOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { fatalError() }
        public static var applyReplacementIndexAttribute: AttributedString.FormattingOptions { fatalError() }
    }

    /// An opaque position in an attributed string.
    public struct Index: Comparable, Sendable {
        public static func < (lhs: AttributedString.Index, rhs: AttributedString.Index) -> Bool { fatalError() }
    }

    /// The characters of the attributed string, as a view into the underlying string.
    public struct CharacterView: BidirectionalCollection, RangeReplaceableCollection, Sendable {
        public init() { fatalError() }
        public var startIndex: AttributedString.Index { fatalError() }
        public var endIndex: AttributedString.Index { fatalError() }
        public subscript(index: AttributedString.Index) -> Character { fatalError() }
        public func index(after i: AttributedString.Index) -> AttributedString.Index { fatalError() }
        public func index(before i: AttributedString.Index) -> AttributedString.Index { fatalError() }
        public mutating func replaceSubrange<C: Collection>(_ subrange: Range<AttributedString.Index>, with newElements: C) where C.Element == Character { fatalError() }
    }

    /// A run: a contiguous range with identical attributes.
    public struct Runs: BidirectionalCollection, Sendable {
        public struct Run: Sendable {
            public var range: Range<AttributedString.Index> { fatalError() }
            public var attributes: AttributeContainer { fatalError() }
        }
        public struct Index: Comparable, Sendable {
            public static func < (lhs: AttributedString.Runs.Index, rhs: AttributedString.Runs.Index) -> Bool { fatalError() }
        }
        public var startIndex: AttributedString.Runs.Index { fatalError() }
        public var endIndex: AttributedString.Runs.Index { fatalError() }
        public subscript(position: AttributedString.Runs.Index) -> AttributedString.Runs.Run { fatalError() }
        public func index(after i: AttributedString.Runs.Index) -> AttributedString.Runs.Index { fatalError() }
        public func index(before i: AttributedString.Runs.Index) -> AttributedString.Runs.Index { fatalError() }
    }

    public var characters: AttributedString.CharacterView { get { fatalError() } set { } }
    public var runs: AttributedString.Runs { fatalError() }
    public var startIndex: AttributedString.Index { fatalError() }
    public var endIndex: AttributedString.Index { fatalError() }

    public subscript<R: RangeExpression>(bounds: R) -> AttributedSubstring where R.Bound == AttributedString.Index { get { fatalError() } set { } }
    public func range<T: StringProtocol>(of stringToFind: T, options: String.CompareOptions = [], locale: Locale? = nil) -> Range<AttributedString.Index>? { fatalError() }

    public subscript<K: AttributedStringKey>(_: K.Type) -> K.Value? where K.Value: Sendable { get { fatalError() } set { } }
    public subscript<K: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeDynamicLookup, K>) -> K.Value? where K.Value: Sendable { get { fatalError() } set { } }

    public mutating func append(_ s: some AttributedStringProtocol) { fatalError() }
    public mutating func insert(_ s: some AttributedStringProtocol, at index: AttributedString.Index) { fatalError() }
    public mutating func setAttributes(_ attributes: AttributeContainer) { fatalError() }
    public mutating func mergeAttributes(_ attributes: AttributeContainer, mergePolicy: AttributedString.AttributeMergePolicy = .keepNew) { fatalError() }
    public func settingAttributes(_ attributes: AttributeContainer) -> AttributedString { fatalError() }
    public func mergingAttributes(_ attributes: AttributeContainer, mergePolicy: AttributedString.AttributeMergePolicy = .keepNew) -> AttributedString { fatalError() }

    public enum AttributeMergePolicy: Sendable { case keepNew, keepCurrent }

    public static func + (lhs: AttributedString, rhs: some AttributedStringProtocol) -> AttributedString { fatalError() }
    public static func += (lhs: inout AttributedString, rhs: some AttributedStringProtocol) { fatalError() }

    public var description: String { fatalError() }
}

/// A portion of an attributed string.
@available(iOS 15, *)
@dynamicMemberLookup
public struct AttributedSubstring: Sendable, Hashable, CustomStringConvertible {
    public init() { fatalError() }
    public var characters: AttributedString.CharacterView { fatalError() }
    public var startIndex: AttributedString.Index { fatalError() }
    public var endIndex: AttributedString.Index { fatalError() }
    public subscript<K: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeDynamicLookup, K>) -> K.Value? where K.Value: Sendable { get { fatalError() } set { } }
    public var description: String { fatalError() }
}

/// A protocol that defines an attributed string’s common interface.
@available(iOS 15, *)
public protocol AttributedStringProtocol: CustomStringConvertible, Hashable, Sendable {
    var startIndex: AttributedString.Index { get }
    var endIndex: AttributedString.Index { get }
    var characters: AttributedString.CharacterView { get }
}

@available(iOS 15, *)
extension AttributedString: AttributedStringProtocol {}
@available(iOS 15, *)
extension AttributedSubstring: AttributedStringProtocol {}

/// A type that defines an attribute’s name and type.
@available(iOS 15, *)
public protocol AttributedStringKey {
    associatedtype Value: Hashable
    static var name: String { get }
}

/// A container for attribute keys and values.
@available(iOS 15, *)
@dynamicMemberLookup
public struct AttributeContainer: Hashable, Sendable {
    public init() { fatalError() }
    public subscript<K: AttributedStringKey>(_: K.Type) -> K.Value? where K.Value: Sendable { get { fatalError() } set { } }
    public subscript<K: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeDynamicLookup, K>) -> K.Value? where K.Value: Sendable { get { fatalError() } set { } }
    public mutating func merge(_ other: AttributeContainer, mergePolicy: AttributedString.AttributeMergePolicy = .keepNew) { fatalError() }
}

/// The lookup target of attributed-string dynamic members; frameworks extend it with their attribute scopes.
@available(iOS 15, *)
@dynamicMemberLookup
@frozen
public enum AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(_: T.Type) -> T { fatalError() }
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.FoundationAttributes, T>) -> T { fatalError() }
}

/// A type that collects related attribute keys.
@available(iOS 15, *)
public protocol AttributeScope: DecodingConfigurationProviding, EncodingConfigurationProviding {}

/// Attribute scopes defined by frameworks (Foundation, SwiftUI, UIKit…).
@available(iOS 15, *)
public enum AttributeScopes {
    /// Attributes defined by Foundation.
    public struct FoundationAttributes: AttributeScope {
        public let link: AttributeScopes.FoundationAttributes.LinkAttribute
        public let inlinePresentationIntent: AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute
        public let languageIdentifier: AttributeScopes.FoundationAttributes.LanguageIdentifierAttribute

        public enum LinkAttribute: AttributedStringKey {
            public typealias Value = URL
            public static let name: String = { fatalError() }()
        }
        public enum InlinePresentationIntentAttribute: AttributedStringKey {
            public typealias Value = InlinePresentationIntent
            public static let name: String = { fatalError() }()
        }
        public enum LanguageIdentifierAttribute: AttributedStringKey {
            public typealias Value = String
            public static let name: String = { fatalError() }()
        }
        public static var decodingConfiguration: AttributeScopeCodableConfiguration { fatalError() }
        public static var encodingConfiguration: AttributeScopeCodableConfiguration { fatalError() }
    }
}

/// Configuration for encoding and decoding attribute scopes.
@available(iOS 15, *)
public struct AttributeScopeCodableConfiguration: Sendable {}

@available(iOS 15, *)
public protocol DecodingConfigurationProviding {
    associatedtype DecodingConfiguration
    static var decodingConfiguration: Self.DecodingConfiguration { get }
}

@available(iOS 15, *)
public protocol EncodingConfigurationProviding {
    associatedtype EncodingConfiguration
    static var encodingConfiguration: Self.EncodingConfiguration { get }
}

/// The type of inline presentation intent (emphasis, strong, code…).
@available(iOS 15, *)
public struct InlinePresentationIntent: OptionSet, Hashable, Sendable, Codable {
    public let rawValue: UInt
    public init(rawValue: UInt) { fatalError() }
    public static var emphasized: InlinePresentationIntent { fatalError() }
    public static var stronglyEmphasized: InlinePresentationIntent { fatalError() }
    public static var code: InlinePresentationIntent { fatalError() }
    public static var strikethrough: InlinePresentationIntent { fatalError() }
}

/// A string with associated attributes (such as visual style, hyperlinks, or accessibility data) for portions of its text.
open class NSAttributedString: NSObject, NSCopying, NSMutableCopying, NSSecureCoding, @unchecked Sendable {
    public init(string str: String) { fatalError() }
    public init(string str: String, attributes attrs: [NSAttributedString.Key: Any]? = nil) { fatalError() }
    public init(attributedString attrStr: NSAttributedString) { fatalError() }
    @available(iOS 15, *)
    public convenience init(_ attrStr: AttributedString) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    @discardableResult
    open func mutableCopy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var string: String { fatalError() }
    open var length: Int { fatalError() }

    /// Attributes that you can apply to text in an attributed string.
    public struct Key: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Equatable, Hashable, Sendable {
        public init(_ rawValue: String) { fatalError() }
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
        public static let link: NSAttributedString.Key = { fatalError() }()
    }
}

/// A mutable string with associated attributes.
open class NSMutableAttributedString: NSAttributedString, @unchecked Sendable {
    open func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) { fatalError() }
    open func addAttributes(_ attrs: [NSAttributedString.Key: Any] = [:], range: NSRange) { fatalError() }
    open func append(_ attrString: NSAttributedString) { fatalError() }
}

// `NSAttributedString.Key` is Foundation's C typedef `NSAttributedStringKey` under its Swift name (Apple's
// identifiers for its members start `s:So21NSAttributedStringKeya`: imported from C, as that typedef); Swift
// 4 code used the C name. The Clang importer keeps such a name as a stand-in marked renamed, as here.
@available(swift, obsoleted: 4.2, renamed: "NSAttributedString.Key")
public typealias NSAttributedStringKey = NSAttributedString.Key
