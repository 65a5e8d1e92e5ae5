import Foundation

/// A representation of an HTTP cookie (NSHTTPCookie.h).
open class HTTPCookie: NSObject, @unchecked Sendable {
    /// `NSHTTPCookieAcceptPolicy` (NSHTTPCookieStorage.h).
    @objc(NSHTTPCookieAcceptPolicy)
    public enum AcceptPolicy: UInt, @unchecked Sendable {
        case always = 0
        case never = 1
        case onlyFromMainDocumentDomain = 2
    }
    public init?(properties: [HTTPCookiePropertyKey: Any]) { fatalError() }
    open class func requestHeaderFields(with cookies: [HTTPCookie]) -> [String: String] { fatalError() }
    open class func cookies(withResponseHeaderFields headerFields: [String: String], for URL: URL) -> [HTTPCookie] { fatalError() }
    open var properties: [HTTPCookiePropertyKey: Any]? { fatalError() }
    open var version: Int { fatalError() }
    open var name: String { fatalError() }
    open var value: String { fatalError() }
    open var expiresDate: Date? { fatalError() }
    open var isSessionOnly: Bool { fatalError() }
    open var domain: String { fatalError() }
    open var path: String { fatalError() }
    open var isSecure: Bool { fatalError() }
    open var isHTTPOnly: Bool { fatalError() }
    open var comment: String? { fatalError() }
    open var commentURL: URL? { fatalError() }
    open var portList: [NSNumber]? { fatalError() }
    open var sameSitePolicy: HTTPCookieStringPolicy? { fatalError() }
}

/// `NSHTTPCookiePropertyKey`.
public struct HTTPCookiePropertyKey: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public init(_ rawValue: String) { fatalError() }
    public init(rawValue: String) { fatalError() }
    public var rawValue: String { fatalError() }
    public static let name: HTTPCookiePropertyKey = { fatalError() }()
    public static let value: HTTPCookiePropertyKey = { fatalError() }()
    public static let originURL: HTTPCookiePropertyKey = { fatalError() }()
    public static let version: HTTPCookiePropertyKey = { fatalError() }()
    public static let domain: HTTPCookiePropertyKey = { fatalError() }()
    public static let path: HTTPCookiePropertyKey = { fatalError() }()
    public static let secure: HTTPCookiePropertyKey = { fatalError() }()
    public static let expires: HTTPCookiePropertyKey = { fatalError() }()
    public static let comment: HTTPCookiePropertyKey = { fatalError() }()
    public static let commentURL: HTTPCookiePropertyKey = { fatalError() }()
    public static let discard: HTTPCookiePropertyKey = { fatalError() }()
    public static let maximumAge: HTTPCookiePropertyKey = { fatalError() }()
    public static let port: HTTPCookiePropertyKey = { fatalError() }()
    public static let sameSitePolicy: HTTPCookiePropertyKey = { fatalError() }()
}

/// `NSHTTPCookieStringPolicy`.
public struct HTTPCookieStringPolicy: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public init(_ rawValue: String) { fatalError() }
    public init(rawValue: String) { fatalError() }
    public var rawValue: String { fatalError() }
    public static let sameSiteLax: HTTPCookieStringPolicy = { fatalError() }()
    public static let sameSiteStrict: HTTPCookieStringPolicy = { fatalError() }()
}

/// A container that manages the storage of cookies (NSHTTPCookieStorage.h).
open class HTTPCookieStorage: NSObject, @unchecked Sendable {
    public override init() { fatalError() }
    open class var shared: HTTPCookieStorage { fatalError() }
    open class func sharedCookieStorage(forGroupContainerIdentifier identifier: String) -> HTTPCookieStorage { fatalError() }
    open var cookies: [HTTPCookie]? { fatalError() }
    open func setCookie(_ cookie: HTTPCookie) { fatalError() }
    open func deleteCookie(_ cookie: HTTPCookie) { fatalError() }
    open func removeCookies(since date: Date) { fatalError() }
    open func cookies(for URL: URL) -> [HTTPCookie]? { fatalError() }
    open func setCookies(_ cookies: [HTTPCookie], for URL: URL?, mainDocumentURL: URL?) { fatalError() }
    open var cookieAcceptPolicy: HTTPCookie.AcceptPolicy { get { fatalError() } set { } }
    open func sortedCookies(using sortOrder: [NSSortDescriptor]) -> [HTTPCookie] { fatalError() }
    open func storeCookies(_ cookies: [HTTPCookie], for task: URLSessionTask) { fatalError() }
    open func getCookiesFor(_ task: URLSessionTask, completionHandler: @escaping @Sendable ([HTTPCookie]?) -> Void) { fatalError() }
    open func cookies(for task: URLSessionTask) async -> [HTTPCookie]? { fatalError() }
}

extension NSNotification.Name {
    public static let NSHTTPCookieManagerAcceptPolicyChanged: NSNotification.Name = { fatalError() }()
    public static let NSHTTPCookieManagerCookiesChanged: NSNotification.Name = { fatalError() }()
}
