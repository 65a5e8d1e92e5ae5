import Foundation
import UniformTypeIdentifiers

public let CSIndexErrorDomain: String = { fatalError() }()

/// Errors reported by the on-device index (CSIndexErrorCode in CSSearchableIndex.h).
public struct CSIndexError: _BridgedStoredNSError {
    public let _nsError: NSError
    public init(_nsError: NSError) { fatalError() }
    public static var errorDomain: String { fatalError() }

    public enum Code: Int, _ErrorCodeProtocol, @unchecked Sendable {
        public typealias _ErrorType = CSIndexError
        case unknownError = -1
        case indexUnavailableError = -1000
        case invalidItemError = -1001
        case invalidClientStateError = -1002
        case remoteConnectionError = -1003
        case quotaExceeded = -1004
        case indexingUnsupported = -1005
        @available(iOS 18.0, *)
        case mismatchedClientState = -1006
    }

    public static var unknownError: CSIndexError.Code { fatalError() }
    public static var indexUnavailableError: CSIndexError.Code { fatalError() }
    public static var invalidItemError: CSIndexError.Code { fatalError() }
    public static var invalidClientStateError: CSIndexError.Code { fatalError() }
    public static var remoteConnectionError: CSIndexError.Code { fatalError() }
    public static var quotaExceeded: CSIndexError.Code { fatalError() }
    public static var indexingUnsupported: CSIndexError.Code { fatalError() }
    @available(iOS 18.0, *)
    public static var mismatchedClientState: CSIndexError.Code { fatalError() }
}

/// The on-device index of an app's searchable content (CSSearchableIndex.h).
open class CSSearchableIndex: NSObject {
    public override init() { fatalError() }
    public init(name: String) { fatalError() }
    weak open var indexDelegate: (any CSSearchableIndexDelegate)? { get { fatalError() } set { } }
    open class func isIndexingAvailable() -> Bool { fatalError() }
    open class func `default`() -> Self { fatalError() }

    open func indexSearchableItems(_ items: [CSSearchableItem], completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) { fatalError() }
    open func indexSearchableItems(_ items: [CSSearchableItem]) async throws { fatalError() }
    open func deleteSearchableItems(withIdentifiers identifiers: [String], completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) { fatalError() }
    open func deleteSearchableItems(withIdentifiers identifiers: [String]) async throws { fatalError() }
    open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String], completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) { fatalError() }
    open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String]) async throws { fatalError() }
    open func deleteAllSearchableItems(completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) { fatalError() }
    open func deleteAllSearchableItems() async throws { fatalError() }

    // MARK: CSOptionalBatching
    open func beginBatch() { fatalError() }
    @available(iOS 18.0, *)
    open func endIndexBatch(expectedClientState: Data?, newClientState: Data, completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) { fatalError() }
    @available(iOS 18.0, *)
    open func endIndexBatch(expectedClientState: Data?, newClientState: Data) async throws { fatalError() }
    open func endBatch(withClientState clientState: Data, completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) { fatalError() }
    open func endBatch(withClientState clientState: Data) async throws { fatalError() }
    open func fetchLastClientState(completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) { fatalError() }
    open func fetchLastClientState() async throws -> Data { fatalError() }
}

/// Callbacks from the on-device index to the app or its index extension (CSSearchableIndex.h).
@objc public protocol CSSearchableIndexDelegate: NSObjectProtocol {
    func searchableIndex(_ searchableIndex: CSSearchableIndex, reindexAllSearchableItemsWithAcknowledgementHandler acknowledgementHandler: @escaping () -> Void)
    func searchableIndex(_ searchableIndex: CSSearchableIndex, reindexSearchableItemsWithIdentifiers identifiers: [String], acknowledgementHandler: @escaping () -> Void)
    @objc optional func searchableIndexDidThrottle(_ searchableIndex: CSSearchableIndex)
    @objc optional func searchableIndexDidFinishThrottle(_ searchableIndex: CSSearchableIndex)
    @objc optional func data(for searchableIndex: CSSearchableIndex, itemIdentifier: String, typeIdentifier: String) throws -> Data
    @objc optional func fileURL(for searchableIndex: CSSearchableIndex, itemIdentifier: String, typeIdentifier: String, inPlace: Bool) throws -> URL
    @available(iOS 18.4, *)
    @objc optional func searchableItems(forIdentifiers identifiers: [String], searchableItemsHandler: @escaping @Sendable ([CSSearchableItem]) -> Void)
    @available(iOS 18.4, *)
    @objc optional func searchableItemsDidUpdate(_ items: [CSSearchableItem])
}

/// Principal class of an index-maintenance app extension (CSIndexExtensionRequestHandler.h).
open class CSIndexExtensionRequestHandler: NSObject, NSExtensionRequestHandling, CSSearchableIndexDelegate {
    public override init() { fatalError() }
    open func beginRequest(with context: NSExtensionContext) { fatalError() }
    open func searchableIndex(_ searchableIndex: CSSearchableIndex, reindexAllSearchableItemsWithAcknowledgementHandler acknowledgementHandler: @escaping () -> Void) { fatalError() }
    open func searchableIndex(_ searchableIndex: CSSearchableIndex, reindexSearchableItemsWithIdentifiers identifiers: [String], acknowledgementHandler: @escaping () -> Void) { fatalError() }
    open func searchableIndexDidThrottle(_ searchableIndex: CSSearchableIndex) { fatalError() }
    open func searchableIndexDidFinishThrottle(_ searchableIndex: CSSearchableIndex) { fatalError() }
    open func data(for searchableIndex: CSSearchableIndex, itemIdentifier: String, typeIdentifier: String) throws -> Data { fatalError() }
    open func fileURL(for searchableIndex: CSSearchableIndex, itemIdentifier: String, typeIdentifier: String, inPlace: Bool) throws -> URL { fatalError() }
    @available(iOS 18.4, *)
    open func searchableItems(forIdentifiers identifiers: [String], searchableItemsHandler: @escaping @Sendable ([CSSearchableItem]) -> Void) { fatalError() }
    @available(iOS 18.4, *)
    open func searchableItemsDidUpdate(_ items: [CSSearchableItem]) { fatalError() }
}

/// Principal class of a Spotlight file-import extension (CSImportExtension.h).
@available(iOS 15.0, *)
open class CSImportExtension: NSObject, NSExtensionRequestHandling {
    public override init() { fatalError() }
    open func beginRequest(with context: NSExtensionContext) { fatalError() }
    open func update(_ attributes: CSSearchableItemAttributeSet, forFileAt contentURL: URL) throws { fatalError() }
}
