extension NSString: @unchecked Sendable {}

extension String: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSString { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ x: NSString, result: inout String?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSString, result: inout String?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> String { fatalError() }
}

extension NSString: ExpressibleByStringLiteral {
    public required convenience init(stringLiteral value: StaticString) { fatalError() }
}

extension String {
    /// Encodings, used by `data(using:)` and `String(data:encoding:)`.
    public struct Encoding: RawRepresentable, Equatable, Hashable, Sendable, CustomStringConvertible {
        public var rawValue: UInt
        public init(rawValue: UInt) { fatalError() }
        public var description: String { fatalError() }
        public static let ascii: String.Encoding = { fatalError() }()
        public static let utf8: String.Encoding = { fatalError() }()
        public static let utf16: String.Encoding = { fatalError() }()
        public static let unicode: String.Encoding = { fatalError() }()
        public static let isoLatin1: String.Encoding = { fatalError() }()
    }

    public init?(data: Data, encoding: String.Encoding) { fatalError() }
    public init(format: String, _ arguments: any CVarArg...) { fatalError() }
    public init(format: String, locale: Locale?, _ args: any CVarArg...) { fatalError() }
    public init(contentsOf url: URL, encoding enc: String.Encoding) throws { fatalError() }
}

extension StringProtocol {
    public func data(using encoding: String.Encoding, allowLossyConversion: Bool = false) -> Data? { fatalError() }
    public func components<T: StringProtocol>(separatedBy separator: T) -> [String] { fatalError() }
    public func components(separatedBy separator: CharacterSet) -> [String] { fatalError() }
    public func trimmingCharacters(in set: CharacterSet) -> String { fatalError() }
    public func replacingOccurrences<Target: StringProtocol, Replacement: StringProtocol>(of target: Target, with replacement: Replacement, options: String.CompareOptions = [], range searchRange: Range<Self.Index>? = nil) -> String { fatalError() }
    public func range<T: StringProtocol>(of aString: T, options mask: String.CompareOptions = [], range searchRange: Range<Self.Index>? = nil, locale: Locale? = nil) -> Range<Self.Index>? { fatalError() }
    public func contains<T: StringProtocol>(_ other: T) -> Bool { fatalError() }
    public func localizedCaseInsensitiveContains<T: StringProtocol>(_ other: T) -> Bool { fatalError() }
    public func localizedStandardContains<T: StringProtocol>(_ string: T) -> Bool { fatalError() }
    public func caseInsensitiveCompare<T: StringProtocol>(_ aString: T) -> ComparisonResult { fatalError() }
    public func localizedCompare<T: StringProtocol>(_ aString: T) -> ComparisonResult { fatalError() }
    public func localizedStandardCompare<T: StringProtocol>(_ string: T) -> ComparisonResult { fatalError() }
    public func padding<T: StringProtocol>(toLength newLength: Int, withPad padString: T, startingAt padIndex: Int) -> String { fatalError() }
    public func folding(options: String.CompareOptions = [], locale: Locale?) -> String { fatalError() }
    public func replacingCharacters<T: StringProtocol, R: RangeExpression>(in range: R, with replacement: T) -> String where R.Bound == Self.Index { fatalError() }
    public func appending<T: StringProtocol>(_ aString: T) -> String { fatalError() }
    public func appendingFormat<T: StringProtocol>(_ format: T, _ arguments: any CVarArg...) -> String { fatalError() }
    public func lowercased(with locale: Locale?) -> String { fatalError() }
    public func uppercased(with locale: Locale?) -> String { fatalError() }
    public func compare<T: StringProtocol>(_ aString: T, options mask: String.CompareOptions = [], range: Range<Self.Index>? = nil, locale: Locale? = nil) -> ComparisonResult { fatalError() }
    public func enumerateLines(invoking body: @escaping (_ line: String, _ stop: inout Bool) -> Void) { fatalError() }
    public func rangeOfCharacter(from aSet: CharacterSet, options mask: String.CompareOptions = [], range aRange: Range<Self.Index>? = nil) -> Range<Self.Index>? { fatalError() }
    public var capitalized: String { fatalError() }
    public var localizedCapitalized: String { fatalError() }
    public var localizedLowercase: String { fatalError() }
    public var localizedUppercase: String { fatalError() }
    public func capitalized(with locale: Locale?) -> String { fatalError() }
    public func addingPercentEncoding(withAllowedCharacters allowedCharacters: CharacterSet) -> String? { fatalError() }
    public var removingPercentEncoding: String? { fatalError() }
}

extension String {
    /// Options for string comparison and search.
    public struct CompareOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { fatalError() }
        public static let caseInsensitive: String.CompareOptions = { fatalError() }()
        public static let literal: String.CompareOptions = { fatalError() }()
        public static let backwards: String.CompareOptions = { fatalError() }()
        public static let anchored: String.CompareOptions = { fatalError() }()
        public static let numeric: String.CompareOptions = { fatalError() }()
        public static let diacriticInsensitive: String.CompareOptions = { fatalError() }()
        public static let widthInsensitive: String.CompareOptions = { fatalError() }()
        public static let regularExpression: String.CompareOptions = { fatalError() }()
    }
}

/// A set of Unicode character values for use in search operations.
public struct CharacterSet: Hashable, Sendable, SetAlgebra {
    public typealias Element = Unicode.Scalar
    public init() { fatalError() }
    public init(charactersIn string: String) { fatalError() }
    public static var whitespaces: CharacterSet { fatalError() }
    public static var whitespacesAndNewlines: CharacterSet { fatalError() }
    public static var newlines: CharacterSet { fatalError() }
    public static var decimalDigits: CharacterSet { fatalError() }
    public static var letters: CharacterSet { fatalError() }
    public static var alphanumerics: CharacterSet { fatalError() }
    public static var punctuationCharacters: CharacterSet { fatalError() }
    public static var urlQueryAllowed: CharacterSet { fatalError() }
    public static var urlPathAllowed: CharacterSet { fatalError() }
    public static var urlHostAllowed: CharacterSet { fatalError() }
    public var inverted: CharacterSet { fatalError() }
    public func contains(_ member: Unicode.Scalar) -> Bool { fatalError() }
    public func union(_ other: CharacterSet) -> CharacterSet { fatalError() }
    public func intersection(_ other: CharacterSet) -> CharacterSet { fatalError() }
    public func symmetricDifference(_ other: CharacterSet) -> CharacterSet { fatalError() }
    @discardableResult
    public mutating func insert(_ character: Unicode.Scalar) -> (inserted: Bool, memberAfterInsert: Unicode.Scalar) { fatalError() }
    @discardableResult
    public mutating func update(with character: Unicode.Scalar) -> Unicode.Scalar? { fatalError() }
    @discardableResult
    public mutating func remove(_ character: Unicode.Scalar) -> Unicode.Scalar? { fatalError() }
    public mutating func formUnion(_ other: CharacterSet) { fatalError() }
    public mutating func formIntersection(_ other: CharacterSet) { fatalError() }
    public mutating func formSymmetricDifference(_ other: CharacterSet) { fatalError() }
}
