/// A URL load request that is independent of protocol or URL scheme.
public struct URLRequest: Hashable, Equatable, Sendable, CustomStringConvertible {
    public typealias CachePolicy = NSURLRequest.CachePolicy
    public init(url: URL, cachePolicy: URLRequest.CachePolicy = .useProtocolCachePolicy, timeoutInterval: TimeInterval = 60.0) { fatalError() }
    public var url: URL? { get { fatalError() } set { } }
    public var httpMethod: String? { get { fatalError() } set { } }
    public var httpBody: Data? { get { fatalError() } set { } }
    public var allHTTPHeaderFields: [String: String]? { get { fatalError() } set { } }
    public var timeoutInterval: TimeInterval { get { fatalError() } set { } }
    public var cachePolicy: URLRequest.CachePolicy { get { fatalError() } set { } }
    public func value(forHTTPHeaderField field: String) -> String? { fatalError() }
    public mutating func setValue(_ value: String?, forHTTPHeaderField field: String) { fatalError() }
    public mutating func addValue(_ value: String, forHTTPHeaderField field: String) { fatalError() }
    public var description: String { fatalError() }
}

/// The Objective-C reference type bridged to `URLRequest`.
open class NSURLRequest: NSObject, @unchecked Sendable {
    public enum CachePolicy: UInt, @unchecked Sendable {
        case useProtocolCachePolicy = 0
        case reloadIgnoringLocalCacheData = 1
        case reloadIgnoringLocalAndRemoteCacheData = 4
        case returnCacheDataElseLoad = 2
        case returnCacheDataDontLoad = 3
        case reloadRevalidatingCacheData = 5
        public static var reloadIgnoringCacheData: NSURLRequest.CachePolicy { fatalError() }
    }
}

/// The metadata associated with the response to a URL load request.
open class URLResponse: NSObject, @unchecked Sendable {
    open var url: URL? { fatalError() }
    open var mimeType: String? { fatalError() }
    open var expectedContentLength: Int64 { fatalError() }
}

/// The metadata associated with the response to an HTTP protocol URL load request.
open class HTTPURLResponse: URLResponse, @unchecked Sendable {
    public init?(url: URL, statusCode: Int, httpVersion HTTPVersion: String?, headerFields: [String: String]?) { fatalError() }
    open var statusCode: Int { fatalError() }
    open var allHeaderFields: [AnyHashable: Any] { fatalError() }
    @available(iOS 13.0, *)
    @discardableResult
    open func value(forHTTPHeaderField field: String) -> String? { fatalError() }
    @discardableResult
    open class func localizedString(forStatusCode statusCode: Int) -> String { fatalError() }
}

/// An object that coordinates a group of related, network data transfer tasks.
open class URLSession: NSObject, @unchecked Sendable {
    open class var shared: URLSession { fatalError() }
    public init(configuration: URLSessionConfiguration) { fatalError() }
    open var configuration: URLSessionConfiguration { fatalError() }

    @discardableResult
    open func dataTask(with url: URL) -> URLSessionDataTask { fatalError() }
    @discardableResult
    open func dataTask(with request: URLRequest) -> URLSessionDataTask { fatalError() }
    @discardableResult
    open func dataTask(with url: URL, completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void) -> URLSessionDataTask { fatalError() }
    @discardableResult
    open func dataTask(with request: URLRequest, completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void) -> URLSessionDataTask { fatalError() }

    @available(iOS 15.0, *)
    @discardableResult
    public func data(from url: URL, delegate: (any URLSessionTaskDelegate)? = nil) async throws -> (Data, URLResponse) { fatalError() }
    @available(iOS 15.0, *)
    @discardableResult
    public func data(for request: URLRequest, delegate: (any URLSessionTaskDelegate)? = nil) async throws -> (Data, URLResponse) { fatalError() }
    @available(iOS 15.0, *)
    @discardableResult
    public func upload(for request: URLRequest, from bodyData: Data, delegate: (any URLSessionTaskDelegate)? = nil) async throws -> (Data, URLResponse) { fatalError() }
    @available(iOS 15.0, *)
    @discardableResult
    public func download(from url: URL, delegate: (any URLSessionTaskDelegate)? = nil) async throws -> (URL, URLResponse) { fatalError() }
}

/// A configuration object that defines behavior and policies for a URL session.
open class URLSessionConfiguration: NSObject, NSCopying, @unchecked Sendable {
    open class var `default`: URLSessionConfiguration { fatalError() }
    open class var ephemeral: URLSessionConfiguration { fatalError() }
    open var timeoutIntervalForRequest: TimeInterval { get { fatalError() } set { } }
    open var httpAdditionalHeaders: [AnyHashable: Any]? { get { fatalError() } set { } }
    open var waitsForConnectivity: Bool { get { fatalError() } set { } }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

/// A task, like downloading a specific resource, performed in a URL session.
open class URLSessionTask: NSObject, @unchecked Sendable {
    public enum State: Int, @unchecked Sendable { case running = 0, suspended = 1, canceling = 2, completed = 3 }
    open func resume() { fatalError() }
    open func cancel() { fatalError() }
    open func suspend() { fatalError() }
    open var state: URLSessionTask.State { fatalError() }
    open var originalRequest: URLRequest? { fatalError() }
    open var response: URLResponse? { fatalError() }
}

/// A URL session task that returns downloaded data directly to the app in memory.
open class URLSessionDataTask: URLSessionTask, @unchecked Sendable {}

/// A protocol that defines methods that URL session instances call on their delegates.
@objc public protocol URLSessionDelegate: NSObjectProtocol {}

/// A protocol that defines methods that URL session instances call on their delegates to handle task-level events.
@objc public protocol URLSessionTaskDelegate: URLSessionDelegate {}

/// An error code in the URL error domain.
public struct URLError: Error, Hashable, Sendable, CustomNSError {
    public struct Code: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { fatalError() }
        public static var unknown: URLError.Code { fatalError() }
        public static var cancelled: URLError.Code { fatalError() }
        public static var badURL: URLError.Code { fatalError() }
        public static var timedOut: URLError.Code { fatalError() }
        public static var unsupportedURL: URLError.Code { fatalError() }
        public static var cannotFindHost: URLError.Code { fatalError() }
        public static var cannotConnectToHost: URLError.Code { fatalError() }
        public static var networkConnectionLost: URLError.Code { fatalError() }
        public static var notConnectedToInternet: URLError.Code { fatalError() }
        public static var badServerResponse: URLError.Code { fatalError() }
        public static var userAuthenticationRequired: URLError.Code { fatalError() }
        public static var cannotDecodeContentData: URLError.Code { fatalError() }
        public static var cannotParseResponse: URLError.Code { fatalError() }
        public static var fileDoesNotExist: URLError.Code { fatalError() }
    }
    public init(_ code: URLError.Code, userInfo: [String: Any] = [:]) { fatalError() }
    public var code: URLError.Code { fatalError() }
    public var errorCode: Int { fatalError() }
    public var errorUserInfo: [String: Any] { fatalError() }
    public static var errorDomain: String { fatalError() }
    public var failingURL: URL? { fatalError() }
    public static func == (lhs: URLError, rhs: URLError) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }

    public static var unknown: URLError.Code { fatalError() }
    public static var cancelled: URLError.Code { fatalError() }
    public static var badURL: URLError.Code { fatalError() }
    public static var timedOut: URLError.Code { fatalError() }
    public static var notConnectedToInternet: URLError.Code { fatalError() }
    public static var badServerResponse: URLError.Code { fatalError() }
}
