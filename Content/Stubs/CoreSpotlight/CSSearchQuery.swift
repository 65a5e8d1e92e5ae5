import Foundation

public let CSSearchQueryErrorDomain: String = { fatalError() }()

/// Errors reported by search queries (CSSearchQueryErrorCode in CSSearchQuery.h).
public struct CSSearchQueryError: _BridgedStoredNSError {
    public let _nsError: NSError
    public init(_nsError: NSError) { fatalError() }
    public static var errorDomain: String { fatalError() }

    public enum Code: Int, _ErrorCodeProtocol, @unchecked Sendable {
        public typealias _ErrorType = CSSearchQueryError
        case unknown = -2000
        case indexUnreachable = -2001
        case invalidQuery = -2002
        case cancelled = -2003
    }

    public static var unknown: CSSearchQueryError.Code { fatalError() }
    public static var indexUnreachable: CSSearchQueryError.Code { fatalError() }
    public static var invalidQuery: CSSearchQueryError.Code { fatalError() }
    public static var cancelled: CSSearchQueryError.Code { fatalError() }
}

/// Configuration of a search query (CSSearchQuery.h).
open class CSSearchQueryContext: NSObject, NSSecureCoding, NSCopying {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var fetchAttributes: [String] { get { fatalError() } set { } }
    open var filterQueries: [String] { get { fatalError() } set { } }
    open var keyboardLanguage: String? { get { fatalError() } set { } }
}

/// A query over the app's indexed content (CSSearchQuery.h).
open class CSSearchQuery: NSObject {
    @available(*, unavailable)
    public override init() { fatalError() }
    @available(iOS 16.0, *)
    public init(queryString: String, queryContext: CSSearchQueryContext?) { fatalError() }
    @available(iOS, introduced: 10.0, deprecated: 16.0, message: "Use initWithQueryString:queryContext instead")
    public convenience init(queryString: String, attributes: [String]?) { fatalError() }
    open var isCancelled: Bool { fatalError() }
    open var foundItemCount: Int { fatalError() }
    open var foundItemsHandler: (([CSSearchableItem]) -> Void)? { get { fatalError() } set { } }
    open var completionHandler: (((any Error)?) -> Void)? { get { fatalError() } set { } }
    open func start() { fatalError() }
    open func cancel() { fatalError() }
}

/// Configuration of a user query (CSUserQuery.h).
@available(iOS 16.0, *)
open class CSUserQueryContext: CSSearchQueryContext {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public convenience init(currentSuggestion: CSSuggestion?) { fatalError() }
    open var enableRankedResults: Bool { get { fatalError() } set { } }
    @available(iOS 18.0, *)
    open var disableSemanticSearch: Bool { get { fatalError() } set { } }
    open var maxResultCount: Int { get { fatalError() } set { } }
    open var maxSuggestionCount: Int { get { fatalError() } set { } }
    @available(iOS 18.0, *)
    open var maxRankedResultCount: Int { get { fatalError() } set { } }
}

/// A query for human-entered search text with suggestions (CSUserQuery.h).
@available(iOS 16.0, *)
open class CSUserQuery: CSSearchQuery {
    @available(iOS 18.0, *)
    open class func prepare() { fatalError() }
    public init(userQueryString: String?, userQueryContext: CSUserQueryContext?) { fatalError() }
    open var foundSuggestionCount: Int { fatalError() }
    open var foundSuggestionsHandler: (([CSSuggestion]) -> Void)? { get { fatalError() } set { } }
    open override func start() { fatalError() }
    open override func cancel() { fatalError() }

    @available(iOS 18.0, *)
    @objc(CSUserInteraction)
    public enum UserInteractionKind: Int, @unchecked Sendable {
        case select = 0
        case focus = 1
        public static var `default`: CSUserQuery.UserInteractionKind { fatalError() }
    }
}

extension NSAttributedString.Key {
    @available(iOS 16.0, *)
    public static let suggestionHighlight: NSAttributedString.Key = { fatalError() }()
}

/// A suggested completion for a user query (CSSuggestion.h).
@available(iOS 16.0, *)
open class CSSuggestion: NSObject, NSSecureCoding, NSCopying {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var suggestionKind: CSSuggestion.SuggestionKind { fatalError() }
    open func compare(byRank other: CSSuggestion) -> ComparisonResult { fatalError() }
    open func compare(_ other: CSSuggestion) -> ComparisonResult { fatalError() }

    @objc(CSSuggestionKind)
    public enum SuggestionKind: Int, @unchecked Sendable {
        case none = 0
        case custom = 1
        case `default` = 2
    }
}
