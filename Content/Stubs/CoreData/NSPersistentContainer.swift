import Foundation

// MARK: - NSPersistentContainer.h

/// A container that sets up a complete Core Data stack.
open class NSPersistentContainer: NSObject, @unchecked Sendable {
    open class func defaultDirectoryURL() -> URL { fatalError() }

    open var name: String { fatalError() }
    open var viewContext: NSManagedObjectContext { fatalError() }
    open var managedObjectModel: NSManagedObjectModel { fatalError() }
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator { fatalError() }
    open var persistentStoreDescriptions: [NSPersistentStoreDescription] { get { fatalError() } set { } }

    public convenience init(name: String) { fatalError() }
    public init(name: String, managedObjectModel model: NSManagedObjectModel) { fatalError() }

    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) { fatalError() }
    open func newBackgroundContext() -> NSManagedObjectContext { fatalError() }
    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) { fatalError() }
}

// MARK: - NSPersistentCloudKitContainer.h

public struct NSPersistentCloudKitContainerSchemaInitializationOptions: OptionSet, @unchecked Sendable {
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public let rawValue: UInt
    public static var dryRun: NSPersistentCloudKitContainerSchemaInitializationOptions { fatalError() }
    public static var printSchema: NSPersistentCloudKitContainerSchemaInitializationOptions { fatalError() }
}

/// A persistent container that mirrors stores to CloudKit.
@_inheritsConvenienceInitializers open class NSPersistentCloudKitContainer: NSPersistentContainer, @unchecked Sendable {
    public override init(name: String, managedObjectModel model: NSManagedObjectModel) { fatalError() }
    open func initializeCloudKitSchema(options: NSPersistentCloudKitContainerSchemaInitializationOptions = []) throws { fatalError() }
    @available(iOS 14.0, *)
    open func canUpdateRecord(forManagedObjectWith objectID: NSManagedObjectID) -> Bool { fatalError() }
    @available(iOS 14.0, *)
    open func canDeleteRecord(forManagedObjectWith objectID: NSManagedObjectID) -> Bool { fatalError() }
    @available(iOS 14.0, *)
    open func canModifyManagedObjects(in store: NSPersistentStore) -> Bool { fatalError() }
}

/// Options for a store description mirrored to CloudKit.
open class NSPersistentCloudKitContainerOptions: NSObject {
    open var containerIdentifier: String { fatalError() }
    public init(containerIdentifier: String) { fatalError() }
    @available(*, unavailable)
    public override init() { fatalError() }
}

// MARK: - NSPersistentStoreDescription.h

/// A description used to create and load a persistent store.
open class NSPersistentStoreDescription: NSObject, NSCopying {
    open var type: String { get { fatalError() } set { } }
    open var configuration: String? { get { fatalError() } set { } }
    open var url: URL? { get { fatalError() } set { } }
    open var options: [String : NSObject] { fatalError() }
    open func setOption(_ option: NSObject?, forKey key: String) { fatalError() }
    open var isReadOnly: Bool { get { fatalError() } set { } }
    open var timeout: TimeInterval { get { fatalError() } set { } }
    open var sqlitePragmas: [String : NSObject] { fatalError() }
    open func setValue(_ value: NSObject?, forPragmaNamed name: String) { fatalError() }
    open var shouldAddStoreAsynchronously: Bool { get { fatalError() } set { } }
    open var shouldMigrateStoreAutomatically: Bool { get { fatalError() } set { } }
    open var shouldInferMappingModelAutomatically: Bool { get { fatalError() } set { } }
    open var cloudKitContainerOptions: NSPersistentCloudKitContainerOptions? { get { fatalError() } set { } }

    public init(url: URL) { fatalError() }
    public override convenience init() { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

// MARK: - NSPersistentStore.h

/// The abstract base class of Core Data persistent stores.
open class NSPersistentStore: NSObject {
    public init(persistentStoreCoordinator root: NSPersistentStoreCoordinator?, configurationName name: String?, at url: URL, options: [AnyHashable : Any]? = nil) { fatalError() }
    @available(*, unavailable)
    public override init() { fatalError() }

    open func loadMetadata() throws { fatalError() }
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator? { fatalError() }
    open var configurationName: String { fatalError() }
    open var options: [AnyHashable : Any]? { fatalError() }
    open var url: URL? { get { fatalError() } set { } }
    open var identifier: String! { get { fatalError() } set { } }
    open var type: String { fatalError() }
    open var isReadOnly: Bool { get { fatalError() } set { } }
    open var metadata: [String : Any]! { get { fatalError() } set { } }
}

// MARK: - NSPersistentStoreCoordinator.h

public let NSSQLiteStoreType: String = { fatalError() }()
public let NSBinaryStoreType: String = { fatalError() }()
public let NSInMemoryStoreType: String = { fatalError() }()
public let NSStoreTypeKey: String = { fatalError() }()
public let NSStoreUUIDKey: String = { fatalError() }()
public let NSAddedPersistentStoresKey: String = { fatalError() }()
public let NSRemovedPersistentStoresKey: String = { fatalError() }()
public let NSUUIDChangedPersistentStoresKey: String = { fatalError() }()
public let NSReadOnlyPersistentStoreOption: String = { fatalError() }()
public let NSPersistentStoreTimeoutOption: String = { fatalError() }()
public let NSSQLitePragmasOption: String = { fatalError() }()
public let NSSQLiteAnalyzeOption: String = { fatalError() }()
public let NSSQLiteManualVacuumOption: String = { fatalError() }()
public let NSIgnorePersistentStoreVersioningOption: String = { fatalError() }()
public let NSMigratePersistentStoresAutomaticallyOption: String = { fatalError() }()
public let NSInferMappingModelAutomaticallyOption: String = { fatalError() }()
public let NSStoreModelVersionHashesKey: String = { fatalError() }()
public let NSStoreModelVersionIdentifiersKey: String = { fatalError() }()
public let NSPersistentStoreOSCompatibility: String = { fatalError() }()
public let NSPersistentStoreConnectionPoolMaxSizeKey: String = { fatalError() }()
public let NSCoreDataCoreSpotlightExporter: String = { fatalError() }()
@available(iOS 17.0, *)
public let NSPersistentStoreStagedMigrationManagerOptionKey: String = { fatalError() }()
public let NSPersistentStoreForceDestroyOption: String = { fatalError() }()
public let NSPersistentStoreFileProtectionKey: String = { fatalError() }()
public let NSPersistentHistoryTrackingKey: String = { fatalError() }()
public let NSBinaryStoreSecureDecodingClasses: String = { fatalError() }()
public let NSBinaryStoreInsecureDecodingCompatibilityOption: String = { fatalError() }()
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey: String = { fatalError() }()
public let NSPersistentStoreURLKey: String = { fatalError() }()
public let NSPersistentHistoryTokenKey: String = { fatalError() }()
@available(iOS 14.0, *)
public let NSPersistentStoreDeferredLightweightMigrationOptionKey: String = { fatalError() }()

extension NSNotification.Name {
    public static let NSPersistentStoreCoordinatorStoresWillChange: NSNotification.Name = { fatalError() }()
    public static let NSPersistentStoreCoordinatorStoresDidChange: NSNotification.Name = { fatalError() }()
    public static let NSPersistentStoreCoordinatorWillRemoveStore: NSNotification.Name = { fatalError() }()
    public static let NSPersistentStoreRemoteChange: NSNotification.Name = { fatalError() }()
}

/// An object that connects contexts to persistent stores.
open class NSPersistentStoreCoordinator: NSObject, NSLocking, @unchecked Sendable {
    public init(managedObjectModel model: NSManagedObjectModel) { fatalError() }

    open var managedObjectModel: NSManagedObjectModel { fatalError() }
    open var persistentStores: [NSPersistentStore] { fatalError() }
    open var name: String? { get { fatalError() } set { } }

    open func persistentStore(for URL: URL) -> NSPersistentStore? { fatalError() }
    open func url(for store: NSPersistentStore) -> URL { fatalError() }
    open func setURL(_ url: URL, for store: NSPersistentStore) -> Bool { fatalError() }

    open func addPersistentStore(ofType storeType: String, configurationName configuration: String?, at storeURL: URL?, options: [AnyHashable : Any]? = nil) throws -> NSPersistentStore { fatalError() }
    open func addPersistentStore(with storeDescription: NSPersistentStoreDescription, completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) { fatalError() }
    open func remove(_ store: NSPersistentStore) throws { fatalError() }

    open func setMetadata(_ metadata: [String : Any]?, for store: NSPersistentStore) { fatalError() }
    open func metadata(for store: NSPersistentStore) -> [String : Any] { fatalError() }
    open func managedObjectID(forURIRepresentation url: URL) -> NSManagedObjectID? { fatalError() }
    open func execute(_ request: NSPersistentStoreRequest, with context: NSManagedObjectContext) throws -> Any { fatalError() }

    open class var registeredStoreTypes: [String : NSValue] { fatalError() }
    open class func registerStoreClass(_ storeClass: AnyClass?, forStoreType storeType: String) { fatalError() }
    open class func metadataForPersistentStore(ofType storeType: String, at url: URL, options: [AnyHashable : Any]? = nil) throws -> [String : Any] { fatalError() }

    open func migratePersistentStore(_ store: NSPersistentStore, to URL: URL, options: [AnyHashable : Any]? = nil, withType storeType: String) throws -> NSPersistentStore { fatalError() }
    open func destroyPersistentStore(at url: URL, ofType storeType: String, options: [AnyHashable : Any]? = nil) throws { fatalError() }
    open func replacePersistentStore(at destinationURL: URL, destinationOptions: [AnyHashable : Any]? = nil, withPersistentStoreFrom sourceURL: URL, sourceOptions: [AnyHashable : Any]? = nil, ofType storeType: String) throws { fatalError() }

    open func perform(_ block: @escaping () -> Void) { fatalError() }
    open func performAndWait(_ block: () -> Void) { fatalError() }

    @available(iOS 14.0, *)
    open func finishDeferredLightweightMigration() throws { fatalError() }
    @available(iOS 14.0, *)
    open func finishDeferredLightweightMigrationTask() throws { fatalError() }

    @available(iOS, introduced: 3.0, deprecated: 8.0, message: "Use -performBlockAndWait: instead")
    open func lock() { fatalError() }
    @available(iOS, introduced: 3.0, deprecated: 8.0, message: "Use -performBlockAndWait: instead")
    open func unlock() { fatalError() }
    @available(iOS, introduced: 3.0, deprecated: 8.0, message: "Use -performBlock: instead")
    open func tryLock() -> Bool { fatalError() }
}
