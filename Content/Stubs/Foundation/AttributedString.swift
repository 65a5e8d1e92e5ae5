

/// Inline styling flags such as emphasis, strong and code.
@available(iOS 15, *)
public struct InlinePresentationIntent: OptionSet, Hashable, Sendable, Codable {
    public let rawValue: UInt
    public init(rawValue: UInt) { fatalError() }
    public static var emphasized: InlinePresentationIntent { fatalError() }
    public static var stronglyEmphasized: InlinePresentationIntent { fatalError() }
    public static var code: InlinePresentationIntent { fatalError() }
    public static var strikethrough: InlinePresentationIntent { fatalError() }
}

/// Immutable text with attribute runs; Foundation's reference type.
open class NSAttributedString: NSObject, NSCopying, NSMutableCopying, NSSecureCoding, @unchecked Sendable {
    public init(string str: String) { fatalError() }
    public init(string str: String, attributes attrs: [NSAttributedString.Key: Any]? = nil) { fatalError() }
    public init(attributedString attrStr: NSAttributedString) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    @discardableResult
    open func mutableCopy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var string: String { fatalError() }
    open var length: Int { fatalError() }

    /// Attribute name keys.
    public struct Key: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Equatable, Hashable, Sendable {
        public init(_ rawValue: String) { fatalError() }
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
        public static let link: NSAttributedString.Key = { fatalError() }()
    }
}

/// Editable counterpart of `NSAttributedString`.
@_inheritsConvenienceInitializers open class NSMutableAttributedString: NSAttributedString, @unchecked Sendable {
    public override init(string str: String) { fatalError() }
    public override init(string str: String, attributes attrs: [NSAttributedString.Key: Any]? = nil) { fatalError() }
    public override init(attributedString attrStr: NSAttributedString) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) { fatalError() }
    open func addAttributes(_ attrs: [NSAttributedString.Key: Any] = [:], range: NSRange) { fatalError() }
    open func append(_ attrString: NSAttributedString) { fatalError() }
}

// `NSAttributedString.Key` is Foundation's C typedef `NSAttributedStringKey` under its Swift name (Apple's
// identifiers for its members start `s:So21NSAttributedStringKeya`: imported from C, as that typedef); Swift
// 4 code used the C name. The Clang importer keeps such a name as a stand-in marked renamed, as here.
@available(swift, obsoleted: 4.2, renamed: "NSAttributedString.Key")
public typealias NSAttributedStringKey = NSAttributedString.Key
