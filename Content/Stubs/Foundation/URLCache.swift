import Foundation

/// A cached response to a URL request (NSURLCache.h).
open class CachedURLResponse: NSObject, NSSecureCoding, NSCopying, @unchecked Sendable {
    public init(response: URLResponse, data: Data) { fatalError() }
    public init(response: URLResponse, data: Data, userInfo: [AnyHashable: Any]? = nil, storagePolicy: URLCache.StoragePolicy) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    public class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var response: URLResponse { fatalError() }
    open var data: Data { fatalError() }
    open var userInfo: [AnyHashable: Any]? { fatalError() }
    open var storagePolicy: URLCache.StoragePolicy { fatalError() }
}

/// An object that maps URL requests to cached response objects (NSURLCache.h).
open class URLCache: NSObject, @unchecked Sendable {
    /// `NSURLCacheStoragePolicy`.
    @objc(NSURLCacheStoragePolicy)
    public enum StoragePolicy: UInt, @unchecked Sendable {
        case allowed = 0
        case allowedInMemoryOnly = 1
        case notAllowed = 2
    }
    open class var shared: URLCache { get { fatalError() } set { } }
    public override init() { fatalError() }
    public init(memoryCapacity: Int, diskCapacity: Int, diskPath path: String?) { fatalError() }
    open func cachedResponse(for request: URLRequest) -> CachedURLResponse? { fatalError() }
    open func storeCachedResponse(_ cachedResponse: CachedURLResponse, for request: URLRequest) { fatalError() }
    open func removeCachedResponse(for request: URLRequest) { fatalError() }
    open func removeAllCachedResponses() { fatalError() }
    open func removeCachedResponses(since date: Date) { fatalError() }
    open var memoryCapacity: Int { get { fatalError() } set { } }
    open var diskCapacity: Int { get { fatalError() } set { } }
    open var currentMemoryUsage: Int { fatalError() }
    open var currentDiskUsage: Int { fatalError() }
    open func storeCachedResponse(_ cachedResponse: CachedURLResponse, for dataTask: URLSessionDataTask) { fatalError() }
    open func getCachedResponse(for dataTask: URLSessionDataTask, completionHandler: @escaping @Sendable (CachedURLResponse?) -> Void) { fatalError() }
    open func cachedResponse(for dataTask: URLSessionDataTask) async -> CachedURLResponse? { fatalError() }
    open func removeCachedResponse(for dataTask: URLSessionDataTask) { fatalError() }
}
