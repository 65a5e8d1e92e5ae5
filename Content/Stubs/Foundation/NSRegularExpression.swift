import Foundation

/// `NSTextCheckingTypes` (NSTextCheckingResult.h).
public typealias NSTextCheckingTypes = UInt64

/// The result of a text check, such as a regular-expression match or a detected date or link (NSTextCheckingResult.h).
open class NSTextCheckingResult: NSObject, NSCopying, NSSecureCoding {
    /// `NSTextCheckingType`.
    public struct CheckingType: OptionSet, @unchecked Sendable {
        public init(rawValue: UInt64) { self.rawValue = rawValue }
        public let rawValue: UInt64
        public static var orthography: NSTextCheckingResult.CheckingType { fatalError() }
        public static var spelling: NSTextCheckingResult.CheckingType { fatalError() }
        public static var grammar: NSTextCheckingResult.CheckingType { fatalError() }
        public static var date: NSTextCheckingResult.CheckingType { fatalError() }
        public static var address: NSTextCheckingResult.CheckingType { fatalError() }
        public static var link: NSTextCheckingResult.CheckingType { fatalError() }
        public static var quote: NSTextCheckingResult.CheckingType { fatalError() }
        public static var dash: NSTextCheckingResult.CheckingType { fatalError() }
        public static var replacement: NSTextCheckingResult.CheckingType { fatalError() }
        public static var correction: NSTextCheckingResult.CheckingType { fatalError() }
        public static var regularExpression: NSTextCheckingResult.CheckingType { fatalError() }
        public static var phoneNumber: NSTextCheckingResult.CheckingType { fatalError() }
        public static var transitInformation: NSTextCheckingResult.CheckingType { fatalError() }
    }
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    public class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }

    open var resultType: NSTextCheckingResult.CheckingType { fatalError() }
    open var range: NSRange { fatalError() }
    open var grammarDetails: [[String: Any]]? { fatalError() }
    open var date: Date? { fatalError() }
    open var timeZone: TimeZone? { fatalError() }
    open var duration: TimeInterval { fatalError() }
    open var components: [NSTextCheckingKey: String]? { fatalError() }
    open var url: URL? { fatalError() }
    open var replacementString: String? { fatalError() }
    open var alternativeStrings: [String]? { fatalError() }
    open var regularExpression: NSRegularExpression? { fatalError() }
    open var phoneNumber: String? { fatalError() }
    open var numberOfRanges: Int { fatalError() }
    open func range(at idx: Int) -> NSRange { fatalError() }
    open func range(withName name: String) -> NSRange { fatalError() }
    open func adjustingRanges(offset: Int) -> NSTextCheckingResult { fatalError() }
    open var addressComponents: [NSTextCheckingKey: String]? { fatalError() }

    open class func dateCheckingResult(range: NSRange, date: Date) -> NSTextCheckingResult { fatalError() }
    open class func dateCheckingResult(range: NSRange, date: Date, timeZone: TimeZone, duration: TimeInterval) -> NSTextCheckingResult { fatalError() }
    open class func addressCheckingResult(range: NSRange, components: [NSTextCheckingKey: String]) -> NSTextCheckingResult { fatalError() }
    open class func linkCheckingResult(range: NSRange, url: URL) -> NSTextCheckingResult { fatalError() }
    open class func quoteCheckingResult(range: NSRange, replacementString: String) -> NSTextCheckingResult { fatalError() }
    open class func dashCheckingResult(range: NSRange, replacementString: String) -> NSTextCheckingResult { fatalError() }
    open class func replacementCheckingResult(range: NSRange, replacementString: String) -> NSTextCheckingResult { fatalError() }
    open class func correctionCheckingResult(range: NSRange, replacementString: String, alternativeStrings: [String]) -> NSTextCheckingResult { fatalError() }
    open class func regularExpressionCheckingResult(ranges: NSRangePointer, count: Int, regularExpression: NSRegularExpression) -> NSTextCheckingResult { fatalError() }
    open class func phoneNumberCheckingResult(range: NSRange, phoneNumber: String) -> NSTextCheckingResult { fatalError() }
    open class func transitInformationCheckingResult(range: NSRange, components: [NSTextCheckingKey: String]) -> NSTextCheckingResult { fatalError() }
}

/// `NSRangePointer` (NSRange.h).
public typealias NSRangePointer = UnsafeMutablePointer<NSRange>

/// `NSTextCheckingKey`: keys of address and transit-information components.
public struct NSTextCheckingKey: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public init(_ rawValue: String) { fatalError() }
    public init(rawValue: String) { fatalError() }
    public var rawValue: String { fatalError() }
    public static let name: NSTextCheckingKey = { fatalError() }()
    public static let jobTitle: NSTextCheckingKey = { fatalError() }()
    public static let organization: NSTextCheckingKey = { fatalError() }()
    public static let street: NSTextCheckingKey = { fatalError() }()
    public static let city: NSTextCheckingKey = { fatalError() }()
    public static let state: NSTextCheckingKey = { fatalError() }()
    public static let zip: NSTextCheckingKey = { fatalError() }()
    public static let country: NSTextCheckingKey = { fatalError() }()
    public static let phone: NSTextCheckingKey = { fatalError() }()
    public static let airline: NSTextCheckingKey = { fatalError() }()
    public static let flight: NSTextCheckingKey = { fatalError() }()
}

/// An immutable representation of a compiled regular expression applied to Unicode strings (NSRegularExpression.h).
open class NSRegularExpression: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    /// `NSRegularExpressionOptions`.
    public struct Options: OptionSet, @unchecked Sendable {
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public let rawValue: UInt
        public static var caseInsensitive: NSRegularExpression.Options { fatalError() }
        public static var allowCommentsAndWhitespace: NSRegularExpression.Options { fatalError() }
        public static var ignoreMetacharacters: NSRegularExpression.Options { fatalError() }
        public static var dotMatchesLineSeparators: NSRegularExpression.Options { fatalError() }
        public static var anchorsMatchLines: NSRegularExpression.Options { fatalError() }
        public static var useUnixLineSeparators: NSRegularExpression.Options { fatalError() }
        public static var useUnicodeWordBoundaries: NSRegularExpression.Options { fatalError() }
    }
    /// `NSMatchingOptions`.
    public struct MatchingOptions: OptionSet, @unchecked Sendable {
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public let rawValue: UInt
        public static var reportProgress: NSRegularExpression.MatchingOptions { fatalError() }
        public static var reportCompletion: NSRegularExpression.MatchingOptions { fatalError() }
        public static var anchored: NSRegularExpression.MatchingOptions { fatalError() }
        public static var withTransparentBounds: NSRegularExpression.MatchingOptions { fatalError() }
        public static var withoutAnchoringBounds: NSRegularExpression.MatchingOptions { fatalError() }
    }
    /// `NSMatchingFlags`.
    public struct MatchingFlags: OptionSet, @unchecked Sendable {
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public let rawValue: UInt
        public static var progress: NSRegularExpression.MatchingFlags { fatalError() }
        public static var completed: NSRegularExpression.MatchingFlags { fatalError() }
        public static var hitEnd: NSRegularExpression.MatchingFlags { fatalError() }
        public static var requiredEnd: NSRegularExpression.MatchingFlags { fatalError() }
        public static var internalError: NSRegularExpression.MatchingFlags { fatalError() }
    }

    public init(pattern: String, options: NSRegularExpression.Options = []) throws { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    public class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var pattern: String { fatalError() }
    open var options: NSRegularExpression.Options { fatalError() }
    open var numberOfCaptureGroups: Int { fatalError() }
    open class func escapedPattern(for string: String) -> String { fatalError() }

    open func enumerateMatches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange, using block: (NSTextCheckingResult?, NSRegularExpression.MatchingFlags, UnsafeMutablePointer<ObjCBool>) -> Void) { fatalError() }
    open func matches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> [NSTextCheckingResult] { fatalError() }
    open func numberOfMatches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> Int { fatalError() }
    open func firstMatch(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> NSTextCheckingResult? { fatalError() }
    open func rangeOfFirstMatch(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> NSRange { fatalError() }

    open func stringByReplacingMatches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange, withTemplate templ: String) -> String { fatalError() }
    open func replacementString(for result: NSTextCheckingResult, in string: String, offset: Int, template templ: String) -> String { fatalError() }
    open class func escapedTemplate(for string: String) -> String { fatalError() }
}

/// A specialized regular expression object that matches natural language text for predefined data patterns (NSRegularExpression.h).
open class NSDataDetector: NSRegularExpression, @unchecked Sendable {
    public init(types checkingTypes: NSTextCheckingTypes) throws { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var checkingTypes: NSTextCheckingTypes { fatalError() }
}
