import Foundation

// MARK: - NSManagedObjectContext.h

extension NSNotification.Name {
    public static let NSManagedObjectContextWillSave: NSNotification.Name = { fatalError() }()
    public static let NSManagedObjectContextDidSave: NSNotification.Name = { fatalError() }()
    public static let NSManagedObjectContextObjectsDidChange: NSNotification.Name = { fatalError() }()
    public static let NSManagedObjectContextDidSaveObjectIDs: NSNotification.Name = { fatalError() }()
    public static let NSManagedObjectContextDidMergeChangesObjectIDs: NSNotification.Name = { fatalError() }()
}

public let NSInsertedObjectsKey: String = { fatalError() }()
public let NSUpdatedObjectsKey: String = { fatalError() }()
public let NSDeletedObjectsKey: String = { fatalError() }()
public let NSRefreshedObjectsKey: String = { fatalError() }()
public let NSInvalidatedObjectsKey: String = { fatalError() }()
public let NSManagedObjectContextQueryGenerationKey: String = { fatalError() }()
public let NSInvalidatedAllObjectsKey: String = { fatalError() }()
public let NSInsertedObjectIDsKey: String = { fatalError() }()
public let NSUpdatedObjectIDsKey: String = { fatalError() }()
public let NSDeletedObjectIDsKey: String = { fatalError() }()
public let NSRefreshedObjectIDsKey: String = { fatalError() }()
public let NSInvalidatedObjectIDsKey: String = { fatalError() }()

public let NSErrorMergePolicy: Any = { fatalError() }()
public let NSMergeByPropertyStoreTrumpMergePolicy: Any = { fatalError() }()
public let NSMergeByPropertyObjectTrumpMergePolicy: Any = { fatalError() }()
public let NSOverwriteMergePolicy: Any = { fatalError() }()
public let NSRollbackMergePolicy: Any = { fatalError() }()

@objc public enum NSManagedObjectContextConcurrencyType: UInt, @unchecked Sendable {
    @available(iOS, introduced: 3.0, deprecated: 9.0, message: "Use another NSManagedObjectContextConcurrencyType")
    case confinementConcurrencyType = 0
    case privateQueueConcurrencyType = 1
    case mainQueueConcurrencyType = 2
}

/// An object space for manipulating and tracking changes to managed objects.
open class NSManagedObjectContext: NSObject, NSLocking {
    @available(iOS, introduced: 3.0, deprecated: 9.0, message: "Use -initWithConcurrencyType: instead")
    public override init() { fatalError() }
    public init(concurrencyType ct: NSManagedObjectContextConcurrencyType) { fatalError() }

    open func perform(_ block: @escaping () -> Void) { fatalError() }
    open func performAndWait(_ block: () -> Void) { fatalError() }

    open var persistentStoreCoordinator: NSPersistentStoreCoordinator? { get { fatalError() } set { } }
    open var parent: NSManagedObjectContext? { get { fatalError() } set { } }
    open var name: String? { get { fatalError() } set { } }
    open var undoManager: UndoManager? { get { fatalError() } set { } }
    open var hasChanges: Bool { fatalError() }
    open var userInfo: NSMutableDictionary { fatalError() }
    open var concurrencyType: NSManagedObjectContextConcurrencyType { fatalError() }

    open func registeredObject(for objectID: NSManagedObjectID) -> NSManagedObject? { fatalError() }
    open func object(with objectID: NSManagedObjectID) -> NSManagedObject { fatalError() }
    open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject { fatalError() }

    open func count(for request: NSFetchRequest<any NSFetchRequestResult>) throws -> Int { fatalError() }
    open func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult { fatalError() }

    open func insert(_ object: NSManagedObject) { fatalError() }
    open func delete(_ object: NSManagedObject) { fatalError() }
    open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) { fatalError() }
    open func detectConflicts(for object: NSManagedObject) { fatalError() }
    open func processPendingChanges() { fatalError() }
    open func assign(_ object: Any, to store: NSPersistentStore) { fatalError() }

    open var insertedObjects: Set<NSManagedObject> { fatalError() }
    open var updatedObjects: Set<NSManagedObject> { fatalError() }
    open var deletedObjects: Set<NSManagedObject> { fatalError() }
    open var registeredObjects: Set<NSManagedObject> { fatalError() }

    open func undo() { fatalError() }
    open func redo() { fatalError() }
    open func reset() { fatalError() }
    open func rollback() { fatalError() }
    open func save() throws { fatalError() }
    open func refreshAllObjects() { fatalError() }

    @available(iOS, introduced: 3.0, deprecated: 8.0, message: "Use a queue style context and -performBlockAndWait: instead")
    open func lock() { fatalError() }
    @available(iOS, introduced: 3.0, deprecated: 8.0, message: "Use a queue style context and -performBlockAndWait: instead")
    open func unlock() { fatalError() }
    @available(iOS, introduced: 3.0, deprecated: 8.0, message: "Use a queue style context and -performBlock: instead")
    open func tryLock() -> Bool { fatalError() }

    open var propagatesDeletesAtEndOfEvent: Bool { get { fatalError() } set { } }
    open var retainsRegisteredObjects: Bool { get { fatalError() } set { } }
    open var shouldDeleteInaccessibleFaults: Bool { get { fatalError() } set { } }
    open func shouldHandleInaccessibleFault(_ fault: NSManagedObject, for oid: NSManagedObjectID, triggeredByProperty property: NSPropertyDescription?) -> Bool { fatalError() }
    open var stalenessInterval: TimeInterval { get { fatalError() } set { } }
    open var mergePolicy: Any { get { fatalError() } set { } }

    open func obtainPermanentIDs(for objects: [NSManagedObject]) throws { fatalError() }
    open func mergeChanges(fromContextDidSave notification: Notification) { fatalError() }
    open class func mergeChanges(fromRemoteContextSave changeNotificationData: [AnyHashable : Any], into contexts: [NSManagedObjectContext]) { fatalError() }

    open var queryGenerationToken: NSQueryGenerationToken? { fatalError() }
    open func setQueryGenerationFrom(_ generation: NSQueryGenerationToken?) throws { fatalError() }
    open var automaticallyMergesChangesFromParent: Bool { get { fatalError() } set { } }
    open var transactionAuthor: String? { get { fatalError() } set { } }
}

// MARK: - NSQueryGenerationToken.h

/// A token that pins a context to a generation of the store's data.
@_inheritsConvenienceInitializers open class NSQueryGenerationToken: NSObject, NSCopying {
    public override init() { fatalError() }
    open class var current: NSQueryGenerationToken { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

// MARK: - NSMergePolicy.h

@objc public enum NSMergePolicyType: UInt, @unchecked Sendable {
    case errorMergePolicyType = 0
    case mergeByPropertyStoreTrumpMergePolicyType = 1
    case mergeByPropertyObjectTrumpMergePolicyType = 2
    case overwriteMergePolicyType = 3
    case rollbackMergePolicyType = 4
}

/// An optimistic-locking conflict found while saving.
open class NSMergeConflict: NSObject {
    @available(*, unavailable)
    public override init() { fatalError() }
    open var sourceObject: NSManagedObject { fatalError() }
    open var objectSnapshot: [String : Any]? { fatalError() }
    open var cachedSnapshot: [String : Any]? { fatalError() }
    open var persistedSnapshot: [String : Any]? { fatalError() }
    open var newVersionNumber: Int { fatalError() }
    open var oldVersionNumber: Int { fatalError() }
}

/// A uniqueness-constraint conflict found while saving.
@_inheritsConvenienceInitializers open class NSConstraintConflict: NSObject {
    public override init() { fatalError() }
    open var constraint: [String] { fatalError() }
    open var constraintValues: [String : Any] { fatalError() }
    open var databaseObject: NSManagedObject? { fatalError() }
    open var databaseSnapshot: [String : Any]? { fatalError() }
    open var conflictingObjects: [NSManagedObject] { fatalError() }
    open var conflictingSnapshots: [[AnyHashable : Any]] { fatalError() }
}

/// A policy for resolving conflicts between the store and in-memory objects.
open class NSMergePolicy: NSObject {
    open class var error: NSMergePolicy { fatalError() }
    open class var rollback: NSMergePolicy { fatalError() }
    open class var overwrite: NSMergePolicy { fatalError() }
    open class var mergeByPropertyObjectTrump: NSMergePolicy { fatalError() }
    open class var mergeByPropertyStoreTrump: NSMergePolicy { fatalError() }

    open var mergeType: NSMergePolicyType { fatalError() }

    public init(merge ty: NSMergePolicyType) { fatalError() }
    @available(*, unavailable)
    public override init() { fatalError() }

    open func resolve(mergeConflicts list: [Any]) throws { fatalError() }
    open func resolve(constraintConflicts list: [NSConstraintConflict]) throws { fatalError() }
}

// MARK: - CoreDataErrors.h

public let NSDetailedErrorsKey: String = { fatalError() }()
public let NSValidationObjectErrorKey: String = { fatalError() }()
public let NSValidationKeyErrorKey: String = { fatalError() }()
public let NSValidationPredicateErrorKey: String = { fatalError() }()
public let NSValidationValueErrorKey: String = { fatalError() }()
public let NSAffectedStoresErrorKey: String = { fatalError() }()
public let NSAffectedObjectsErrorKey: String = { fatalError() }()
public let NSPersistentStoreSaveConflictsErrorKey: String = { fatalError() }()
public let NSSQLiteErrorDomain: String = { fatalError() }()

public var NSManagedObjectValidationError: Int { fatalError() }
public var NSManagedObjectConstraintValidationError: Int { fatalError() }
public var NSValidationMultipleErrorsError: Int { fatalError() }
public var NSValidationMissingMandatoryPropertyError: Int { fatalError() }
public var NSValidationRelationshipLacksMinimumCountError: Int { fatalError() }
public var NSValidationRelationshipExceedsMaximumCountError: Int { fatalError() }
public var NSValidationRelationshipDeniedDeleteError: Int { fatalError() }
public var NSValidationNumberTooLargeError: Int { fatalError() }
public var NSValidationNumberTooSmallError: Int { fatalError() }
public var NSValidationDateTooLateError: Int { fatalError() }
public var NSValidationDateTooSoonError: Int { fatalError() }
public var NSValidationInvalidDateError: Int { fatalError() }
public var NSValidationStringTooLongError: Int { fatalError() }
public var NSValidationStringTooShortError: Int { fatalError() }
public var NSValidationStringPatternMatchingError: Int { fatalError() }
public var NSValidationInvalidURIError: Int { fatalError() }
public var NSManagedObjectContextLockingError: Int { fatalError() }
public var NSPersistentStoreCoordinatorLockingError: Int { fatalError() }
public var NSManagedObjectReferentialIntegrityError: Int { fatalError() }
public var NSManagedObjectExternalRelationshipError: Int { fatalError() }
public var NSManagedObjectMergeError: Int { fatalError() }
public var NSManagedObjectConstraintMergeError: Int { fatalError() }
public var NSPersistentStoreInvalidTypeError: Int { fatalError() }
public var NSPersistentStoreTypeMismatchError: Int { fatalError() }
public var NSPersistentStoreIncompatibleSchemaError: Int { fatalError() }
public var NSPersistentStoreSaveError: Int { fatalError() }
public var NSPersistentStoreIncompleteSaveError: Int { fatalError() }
public var NSPersistentStoreSaveConflictsError: Int { fatalError() }
public var NSCoreDataError: Int { fatalError() }
public var NSPersistentStoreOperationError: Int { fatalError() }
public var NSPersistentStoreOpenError: Int { fatalError() }
public var NSPersistentStoreTimeoutError: Int { fatalError() }
public var NSPersistentStoreUnsupportedRequestTypeError: Int { fatalError() }
public var NSPersistentStoreIncompatibleVersionHashError: Int { fatalError() }
public var NSMigrationError: Int { fatalError() }
public var NSMigrationConstraintViolationError: Int { fatalError() }
public var NSMigrationCancelledError: Int { fatalError() }
public var NSMigrationMissingSourceModelError: Int { fatalError() }
public var NSMigrationMissingMappingModelError: Int { fatalError() }
public var NSMigrationManagerSourceStoreError: Int { fatalError() }
public var NSMigrationManagerDestinationStoreError: Int { fatalError() }
public var NSEntityMigrationPolicyError: Int { fatalError() }
public var NSSQLiteError: Int { fatalError() }
public var NSInferredMappingModelError: Int { fatalError() }
public var NSExternalRecordImportError: Int { fatalError() }
public var NSPersistentHistoryTokenExpiredError: Int { fatalError() }
