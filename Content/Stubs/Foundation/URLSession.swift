

/// The Objective-C reference type bridged to `URLRequest`.
@_inheritsConvenienceInitializers open class NSURLRequest: NSObject, @unchecked Sendable {
    public override init() { fatalError() }
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

/// Response metadata for a URL load.
@_inheritsConvenienceInitializers open class URLResponse: NSObject, @unchecked Sendable {
    public override init() { fatalError() }
    open var url: URL? { fatalError() }
    open var mimeType: String? { fatalError() }
    open var expectedContentLength: Int64 { fatalError() }
}

/// Response metadata for an HTTP load (status code, headers).
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

/// Network transfer session that creates and runs tasks.
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
}

/// Settings a URL session is created with.
@_inheritsConvenienceInitializers open class URLSessionConfiguration: NSObject, NSCopying, @unchecked Sendable {
    public override init() { fatalError() }
    open class var `default`: URLSessionConfiguration { fatalError() }
    open class var ephemeral: URLSessionConfiguration { fatalError() }
    open var timeoutIntervalForRequest: TimeInterval { get { fatalError() } set { } }
    open var httpAdditionalHeaders: [AnyHashable: Any]? { get { fatalError() } set { } }
    open var waitsForConnectivity: Bool { get { fatalError() } set { } }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

/// Base class of URL session tasks.
@_inheritsConvenienceInitializers open class URLSessionTask: NSObject, @unchecked Sendable {
    public override init() { fatalError() }
    public enum State: Int, @unchecked Sendable { case running = 0, suspended = 1, canceling = 2, completed = 3 }
    open func resume() { fatalError() }
    open func cancel() { fatalError() }
    open func suspend() { fatalError() }
    open var state: URLSessionTask.State { fatalError() }
    open var originalRequest: URLRequest? { fatalError() }
    open var response: URLResponse? { fatalError() }
}

/// Task that returns the response body in memory.
@_inheritsConvenienceInitializers open class URLSessionDataTask: URLSessionTask, @unchecked Sendable {
    public override init() { fatalError() }}

/// Session-level delegate callbacks.
@objc public protocol URLSessionDelegate: NSObjectProtocol {}

/// Task-level delegate callbacks.
@objc public protocol URLSessionTaskDelegate: URLSessionDelegate {}
