import Foundation

// MARK: - NSFetchRequest.h (result protocol and its conformances)

/// A type a fetch request can return.
@objc public protocol NSFetchRequestResult: NSObjectProtocol {}

extension NSNumber: NSFetchRequestResult {}
extension NSDictionary: NSFetchRequestResult {}
extension NSManagedObject: NSFetchRequestResult {}
extension NSManagedObjectID: NSFetchRequestResult {}

// MARK: - NSManagedObject.h

public struct NSSnapshotEventType: OptionSet, @unchecked Sendable {
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public let rawValue: UInt
    public static var undoInsertion: NSSnapshotEventType { fatalError() }
    public static var undoDeletion: NSSnapshotEventType { fatalError() }
    public static var undoUpdate: NSSnapshotEventType { fatalError() }
    public static var rollback: NSSnapshotEventType { fatalError() }
    public static var refresh: NSSnapshotEventType { fatalError() }
    public static var mergePolicy: NSSnapshotEventType { fatalError() }
}

/// The base class of Core Data model objects.
open class NSManagedObject: NSObject {
    open class var contextShouldIgnoreUnmodeledPropertyChanges: Bool { fatalError() }
    open class func entity() -> NSEntityDescription { fatalError() }

    public init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) { fatalError() }
    public convenience init(context moc: NSManagedObjectContext) { fatalError() }
    public override convenience init() { fatalError() }

    open var managedObjectContext: NSManagedObjectContext? { fatalError() }
    open var entity: NSEntityDescription { fatalError() }
    open var objectID: NSManagedObjectID { fatalError() }

    open var isInserted: Bool { fatalError() }
    open var isUpdated: Bool { fatalError() }
    open var isDeleted: Bool { fatalError() }
    open var hasChanges: Bool { fatalError() }
    open var hasPersistentChangedValues: Bool { fatalError() }
    open var isFault: Bool { fatalError() }
    open func hasFault(forRelationshipNamed key: String) -> Bool { fatalError() }
    open func objectIDs(forRelationshipNamed key: String) -> [NSManagedObjectID] { fatalError() }
    open var faultingState: Int { fatalError() }

    @objc dynamic open func willAccessValue(forKey key: String?) { fatalError() }
    @objc dynamic open func didAccessValue(forKey key: String?) { fatalError() }
    open func willChangeValue(forKey key: String) { fatalError() }
    open func didChangeValue(forKey key: String) { fatalError() }
    open func willChangeValue(forKey inKey: String, withSetMutation inMutationKind: NSKeyValueSetMutationKind, using inObjects: Set<AnyHashable>) { fatalError() }
    open func didChangeValue(forKey inKey: String, withSetMutation inMutationKind: NSKeyValueSetMutationKind, using inObjects: Set<AnyHashable>) { fatalError() }

    @objc dynamic open func awakeFromFetch() { fatalError() }
    @objc dynamic open func awakeFromInsert() { fatalError() }
    open func awake(fromSnapshotEvents flags: NSSnapshotEventType) { fatalError() }
    @objc dynamic open func prepareForDeletion() { fatalError() }
    @objc dynamic open func willSave() { fatalError() }
    @objc dynamic open func didSave() { fatalError() }
    @objc dynamic open func willTurnIntoFault() { fatalError() }
    @objc dynamic open func didTurnIntoFault() { fatalError() }

    @objc dynamic open func value(forKey key: String) -> Any? { fatalError() }
    @objc dynamic open func setValue(_ value: Any?, forKey key: String) { fatalError() }
    @objc dynamic open func primitiveValue(forKey key: String) -> Any? { fatalError() }
    @objc dynamic open func setPrimitiveValue(_ value: Any?, forKey key: String) { fatalError() }

    open func committedValues(forKeys keys: [String]?) -> [String : Any] { fatalError() }
    open func changedValues() -> [String : Any] { fatalError() }
    open func changedValuesForCurrentEvent() -> [String : Any] { fatalError() }

    open func validateValue(_ value: AutoreleasingUnsafeMutablePointer<AnyObject?>, forKey key: String) throws { fatalError() }
    open func validateForDelete() throws { fatalError() }
    open func validateForInsert() throws { fatalError() }
    open func validateForUpdate() throws { fatalError() }
}

// MARK: - NSManagedObjectID.h

/// An identifier for a managed object.
@_inheritsConvenienceInitializers open class NSManagedObjectID: NSObject, NSCopying, @unchecked Sendable {
    public override init() { fatalError() }
    open var entity: NSEntityDescription { fatalError() }
    open var persistentStore: NSPersistentStore? { fatalError() }
    open var isTemporaryID: Bool { fatalError() }
    open func uriRepresentation() -> URL { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

/// Apple's Core Data app template iterates `FetchedResults<Item>` with `ForEach(items)`, which needs this
/// conformance (the default `id`, an `ObjectIdentifier`); the iOS 26.0 overlays do not spell it out, so it is
/// declared here, at Identifiable's own availability (iOS 13, the stubs' minimum).
extension NSManagedObject: Identifiable {}
