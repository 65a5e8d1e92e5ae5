import Foundation

// MARK: - NSPersistentStoreRequest.h

@objc public enum NSPersistentStoreRequestType: UInt, @unchecked Sendable {
    case fetchRequestType = 1
    case saveRequestType = 2
    case batchInsertRequestType = 5
    case batchUpdateRequestType = 6
    case batchDeleteRequestType = 7
}

/// The base class of requests sent to persistent stores.
open class NSPersistentStoreRequest: NSObject, NSCopying {
    public override init() { fatalError() }
    open var affectedStores: [NSPersistentStore]? { get { fatalError() } set { } }
    open var requestType: NSPersistentStoreRequestType { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

// MARK: - NSFetchRequest.h

public struct NSFetchRequestResultType: OptionSet, @unchecked Sendable {
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public let rawValue: UInt
    public static var managedObjectResultType: NSFetchRequestResultType { fatalError() }
    public static var managedObjectIDResultType: NSFetchRequestResultType { fatalError() }
    public static var dictionaryResultType: NSFetchRequestResultType { fatalError() }
    public static var countResultType: NSFetchRequestResultType { fatalError() }
}

/// The criteria used to retrieve data from a persistent store.
open class NSFetchRequest<ResultType: NSFetchRequestResult>: NSPersistentStoreRequest {
    public override init() { fatalError() }
    public convenience init(entityName: String) { fatalError() }

    open func execute() throws -> [ResultType] { fatalError() }

    open var entity: NSEntityDescription? { get { fatalError() } set { } }
    open var entityName: String? { fatalError() }
    open var predicate: NSPredicate? { get { fatalError() } set { } }
    open var sortDescriptors: [NSSortDescriptor]? { get { fatalError() } set { } }
    open var fetchLimit: Int { get { fatalError() } set { } }
    open var resultType: NSFetchRequestResultType { get { fatalError() } set { } }
    open var includesSubentities: Bool { get { fatalError() } set { } }
    open var includesPropertyValues: Bool { get { fatalError() } set { } }
    open var returnsObjectsAsFaults: Bool { get { fatalError() } set { } }
    open var relationshipKeyPathsForPrefetching: [String]? { get { fatalError() } set { } }
    open var includesPendingChanges: Bool { get { fatalError() } set { } }
    open var returnsDistinctResults: Bool { get { fatalError() } set { } }
    open var propertiesToFetch: [Any]? { get { fatalError() } set { } }
    open var fetchOffset: Int { get { fatalError() } set { } }
    open var fetchBatchSize: Int { get { fatalError() } set { } }
    open var shouldRefreshRefetchedObjects: Bool { get { fatalError() } set { } }
    open var propertiesToGroupBy: [Any]? { get { fatalError() } set { } }
    open var havingPredicate: NSPredicate? { get { fatalError() } set { } }
}

public typealias NSPersistentStoreAsynchronousFetchResultCompletionBlock = (NSAsynchronousFetchResult<any NSFetchRequestResult>) -> Void

/// A fetch request that runs in the background.
open class NSAsynchronousFetchRequest<ResultType: NSFetchRequestResult>: NSPersistentStoreRequest {
    public override init() { fatalError() }
    public init(fetchRequest request: NSFetchRequest<ResultType>, completionBlock blk: ((NSAsynchronousFetchResult<ResultType>) -> Void)?) { fatalError() }
    open var fetchRequest: NSFetchRequest<ResultType> { fatalError() }
    open var completionBlock: NSPersistentStoreAsynchronousFetchResultCompletionBlock? { fatalError() }
    open var estimatedResultCount: Int { get { fatalError() } set { } }
}

// MARK: - NSPersistentStoreResult.h

@objc public enum NSBatchInsertRequestResultType: UInt, @unchecked Sendable {
    case statusOnly = 0
    case objectIDs = 1
    case count = 2
}

@objc public enum NSBatchUpdateRequestResultType: UInt, @unchecked Sendable {
    case statusOnlyResultType = 0
    case updatedObjectIDsResultType = 1
    case updatedObjectsCountResultType = 2
}

@objc public enum NSBatchDeleteRequestResultType: UInt, @unchecked Sendable {
    case resultTypeStatusOnly = 0
    case resultTypeObjectIDs = 1
    case resultTypeCount = 2
}

/// The base class of results returned by a persistent store.
open class NSPersistentStoreResult: NSObject {
    public override init() { fatalError() }
}

/// The result of a request that runs asynchronously.
@_inheritsConvenienceInitializers open class NSPersistentStoreAsynchronousResult: NSPersistentStoreResult {
    public override init() { fatalError() }
    open var managedObjectContext: NSManagedObjectContext { fatalError() }
    open var operationError: (any Error)? { fatalError() }
    open var progress: Progress? { fatalError() }
    open func cancel() { fatalError() }
}

/// The result of an asynchronous fetch request.
@_inheritsConvenienceInitializers open class NSAsynchronousFetchResult<ResultType: NSFetchRequestResult>: NSPersistentStoreAsynchronousResult {
    public override init() { fatalError() }
    open var fetchRequest: NSAsynchronousFetchRequest<ResultType> { fatalError() }
    open var finalResult: [ResultType]? { fatalError() }
}

/// The result of a batch insert request.
@_inheritsConvenienceInitializers open class NSBatchInsertResult: NSPersistentStoreResult {
    public override init() { fatalError() }
    open var result: Any? { fatalError() }
    open var resultType: NSBatchInsertRequestResultType { fatalError() }
}

/// The result of a batch update request.
@_inheritsConvenienceInitializers open class NSBatchUpdateResult: NSPersistentStoreResult {
    public override init() { fatalError() }
    open var result: Any? { fatalError() }
    open var resultType: NSBatchUpdateRequestResultType { fatalError() }
}

/// The result of a batch delete request.
@_inheritsConvenienceInitializers open class NSBatchDeleteResult: NSPersistentStoreResult {
    public override init() { fatalError() }
    open var result: Any? { fatalError() }
    open var resultType: NSBatchDeleteRequestResultType { fatalError() }
}

// MARK: - NSBatchDeleteRequest.h

/// A request that deletes objects in the store without loading them.
open class NSBatchDeleteRequest: NSPersistentStoreRequest {
    @available(*, unavailable)
    public override init() { fatalError() }
    public init(fetchRequest fetch: NSFetchRequest<any NSFetchRequestResult>) { fatalError() }
    public convenience init(objectIDs objects: [NSManagedObjectID]) { fatalError() }
    open var resultType: NSBatchDeleteRequestResultType { get { fatalError() } set { } }
    open var fetchRequest: NSFetchRequest<any NSFetchRequestResult> { fatalError() }
}

// MARK: - NSBatchInsertRequest.h

/// A request that inserts objects in the store without loading them.
open class NSBatchInsertRequest: NSPersistentStoreRequest {
    open var entityName: String { fatalError() }
    open var entity: NSEntityDescription? { fatalError() }
    open var objectsToInsert: [[String : Any]]? { get { fatalError() } set { } }
    @available(iOS 14.0, *)
    open var dictionaryHandler: ((NSMutableDictionary) -> Bool)? { get { fatalError() } set { } }
    @available(iOS 14.0, *)
    open var managedObjectHandler: ((NSManagedObject) -> Bool)? { get { fatalError() } set { } }
    open var resultType: NSBatchInsertRequestResultType { get { fatalError() } set { } }

    @available(iOS, introduced: 13.0, deprecated: 14.0, message: "Use initWithEntityName")
    public override init() { fatalError() }
    public init(entityName: String, objects dictionaries: [[String : Any]]) { fatalError() }
    public init(entity: NSEntityDescription, objects dictionaries: [[String : Any]]) { fatalError() }
    @available(iOS 14.0, *)
    public convenience init(entity: NSEntityDescription, dictionaryHandler handler: @escaping (NSMutableDictionary) -> Bool) { fatalError() }
    @available(iOS 14.0, *)
    public convenience init(entity: NSEntityDescription, managedObjectHandler handler: @escaping (NSManagedObject) -> Bool) { fatalError() }
    @available(iOS 14.0, *)
    public convenience init(entityName: String, dictionaryHandler handler: @escaping (NSMutableDictionary) -> Bool) { fatalError() }
    @available(iOS 14.0, *)
    public convenience init(entityName: String, managedObjectHandler handler: @escaping (NSManagedObject) -> Bool) { fatalError() }
}

// MARK: - NSBatchUpdateRequest.h

/// A request that updates objects in the store without loading them.
open class NSBatchUpdateRequest: NSPersistentStoreRequest {
    public init(entityName: String) { fatalError() }
    public init(entity: NSEntityDescription) { fatalError() }
    open var entityName: String { fatalError() }
    open var entity: NSEntityDescription { fatalError() }
    open var predicate: NSPredicate? { get { fatalError() } set { } }
    open var includesSubentities: Bool { get { fatalError() } set { } }
    open var resultType: NSBatchUpdateRequestResultType { get { fatalError() } set { } }
    open var propertiesToUpdate: [AnyHashable : Any]? { get { fatalError() } set { } }
}

// MARK: - NSSaveChangesRequest.h

/// A request to save changes to a persistent store.
open class NSSaveChangesRequest: NSPersistentStoreRequest {
    public init(inserted insertedObjects: Set<NSManagedObject>?, updated updatedObjects: Set<NSManagedObject>?, deleted deletedObjects: Set<NSManagedObject>?, locked lockedObjects: Set<NSManagedObject>?) { fatalError() }
    open var insertedObjects: Set<NSManagedObject>? { fatalError() }
    open var updatedObjects: Set<NSManagedObject>? { fatalError() }
    open var deletedObjects: Set<NSManagedObject>? { fatalError() }
    open var lockedObjects: Set<NSManagedObject>? { fatalError() }
}
