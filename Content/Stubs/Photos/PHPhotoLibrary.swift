import Foundation

// MARK: - PHPhotoLibrary.h

/// Photo library permission state.
@objc(PHAuthorizationStatus)
public enum PHAuthorizationStatus: Int, @unchecked Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorized = 3
    @available(iOS 14.0, *)
    case limited = 4
}

/// Add-only or read-write library access.
@available(iOS 14.0, *)
@objc(PHAccessLevel)
public enum PHAccessLevel: Int, @unchecked Sendable {
    case addOnly = 1
    case readWrite = 2
}

/// Observer protocol for library changes.
@objc public protocol PHPhotoLibraryChangeObserver: NSObjectProtocol {
    func photoLibraryDidChange(_ changeInstance: PHChange)
}

/// Observer protocol for library unavailability.
@objc public protocol PHPhotoLibraryAvailabilityObserver: NSObjectProtocol {
    func photoLibraryDidBecomeUnavailable(_ photoLibrary: PHPhotoLibrary)
}

/// Shared handle on the photo library.
open class PHPhotoLibrary: NSObject, @unchecked Sendable {
    public override init() { fatalError() }

    @discardableResult open class func shared() -> PHPhotoLibrary { fatalError() }

    @available(iOS 14.0, *)
    @discardableResult open class func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus { fatalError() }
    @available(iOS 14.0, *)
    @discardableResult open class func requestAuthorization(for accessLevel: PHAccessLevel, handler: @escaping @Sendable (PHAuthorizationStatus) -> Void) { fatalError() }
    @available(iOS 14.0, *)
    open class func requestAuthorization(for accessLevel: PHAccessLevel) async -> PHAuthorizationStatus { fatalError() }

    @available(iOS, introduced: 8.0, deprecated: 100000, message: "Use authorizationStatus(for:)")
    @discardableResult open class func authorizationStatus() -> PHAuthorizationStatus { fatalError() }
    @available(iOS, introduced: 8.0, deprecated: 100000, message: "Use requestAuthorization(for:handler:)")
    @discardableResult open class func requestAuthorization(_ handler: @escaping (PHAuthorizationStatus) -> Void) { fatalError() }

    open var unavailabilityReason: (any Error)? { fatalError() }
    open func register(_ observer: any PHPhotoLibraryAvailabilityObserver) { fatalError() }
    open func unregisterAvailabilityObserver(_ observer: any PHPhotoLibraryAvailabilityObserver) { fatalError() }

    @discardableResult open func performChanges(_ changeBlock: @escaping () -> Void, completionHandler: (@Sendable (Bool, (any Error)?) -> Void)? = nil) { fatalError() }
    open func performChanges(_ changeBlock: @escaping () -> Void) async throws { fatalError() }
    @discardableResult open func performChangesAndWait(_ changeBlock: @escaping () -> Void) throws { fatalError() }

    open func register(_ observer: any PHPhotoLibraryChangeObserver) { fatalError() }
    open func unregisterChangeObserver(_ observer: any PHPhotoLibraryChangeObserver) { fatalError() }

    @available(iOS 16.0, *)
    @discardableResult open func fetchPersistentChanges(since token: PHPersistentChangeToken) throws -> PHPersistentChangeFetchResult { fatalError() }
    @available(iOS 16.0, *)
    open var currentChangeToken: PHPersistentChangeToken { fatalError() }
}

// MARK: - PHObject.h

/// Base class of Photos model objects.
open class PHObject: NSObject, NSCopying {
    public override init() { fatalError() }
    @discardableResult open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var localIdentifier: String { fatalError() }
}

/// Stand-in for an object created in a change block.
@_inheritsConvenienceInitializers open class PHObjectPlaceholder: PHObject {
    public override init() { fatalError() }
}

// MARK: - PHFetchResult.h

/// Ordered results of a Photos fetch.
open class PHFetchResult<ObjectType: AnyObject>: NSObject, NSCopying {
    public override init() { fatalError() }
    @discardableResult open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var count: Int { fatalError() }
    @discardableResult open func object(at index: Int) -> ObjectType { fatalError() }
    open subscript(idx: Int) -> ObjectType { fatalError() }
    @discardableResult open func contains(_ anObject: ObjectType) -> Bool { fatalError() }
    @discardableResult open func index(of anObject: ObjectType) -> Int { fatalError() }
    @discardableResult open func index(of anObject: ObjectType, in range: NSRange) -> Int { fatalError() }
    open var firstObject: ObjectType? { fatalError() }
    open var lastObject: ObjectType? { fatalError() }
    @discardableResult open func enumerateObjects(_ block: @escaping (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) { fatalError() }
    @discardableResult open func countOfAssets(with mediaType: PHAssetMediaType) -> Int { fatalError() }
}

// MARK: - PHFetchOptions.h

/// Predicate, sorting and limit settings for a fetch.
open class PHFetchOptions: NSObject, NSCopying {
    public override init() { fatalError() }
    @discardableResult open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var includeHiddenAssets: Bool { get { fatalError() } set { } }
    open var includeAllBurstAssets: Bool { get { fatalError() } set { } }
    open var includeAssetSourceTypes: PHAssetSourceType { get { fatalError() } set { } }
    open var fetchLimit: Int { get { fatalError() } set { } }
    open var wantsIncrementalChangeDetails: Bool { get { fatalError() } set { } }
}

// MARK: - PHChange.h

/// Library change notification payload.
open class PHChange: NSObject {
    public override init() { fatalError() }
}

/// What changed about one object.
open class PHObjectChangeDetails<ObjectType: PHObject>: NSObject {
    public override init() { fatalError() }
    open var objectBeforeChanges: ObjectType { fatalError() }
    open var objectAfterChanges: ObjectType? { fatalError() }
    open var assetContentChanged: Bool { fatalError() }
    open var objectWasDeleted: Bool { fatalError() }
}

/// Insertions, removals and updates in a fetch result.
open class PHFetchResultChangeDetails<ObjectType: PHObject>: NSObject {
    public override init() { fatalError() }
    public convenience init(from fromResult: PHFetchResult<ObjectType>, to toResult: PHFetchResult<ObjectType>, changedObjects: [ObjectType]) { fatalError() }
    open var fetchResultBeforeChanges: PHFetchResult<ObjectType> { fatalError() }
    open var fetchResultAfterChanges: PHFetchResult<ObjectType> { fatalError() }
    open var hasIncrementalChanges: Bool { fatalError() }
    open var removedObjects: [ObjectType] { fatalError() }
    open var insertedObjects: [ObjectType] { fatalError() }
    open var changedObjects: [ObjectType] { fatalError() }
    @discardableResult open func enumerateMoves(_ handler: @escaping (Int, Int) -> Void) { fatalError() }
    open var hasMoves: Bool { fatalError() }
}

// MARK: - PHCloudIdentifier.h

/// iCloud Photos identifier of an object.
@available(iOS 15.0, *)
open class PHCloudIdentifier: NSObject, NSSecureCoding {
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    public init(stringValue: String) { fatalError() }
    open var stringValue: String { fatalError() }
}

// MARK: - PHPersistentChange.h

/// Bookmark into the library's change history.
@available(iOS 16.0, *)
open class PHPersistentChangeToken: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    @available(*, unavailable)
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

/// One recorded batch of library history.
@available(iOS 16.0, *)
open class PHPersistentChange: NSObject, @unchecked Sendable {
    @available(*, unavailable)
    public override init() { fatalError() }
    open var changeToken: PHPersistentChangeToken { fatalError() }
    @discardableResult open func changeDetails(for objectType: PHObjectType) throws -> PHPersistentObjectChangeDetails { fatalError() }
}

/// History entries after a given token.
@available(iOS 16.0, *)
open class PHPersistentChangeFetchResult: NSObject {
    @available(*, unavailable)
    public override init() { fatalError() }
}

/// Identifiers of objects of one kind touched by a history entry.
@available(iOS 16.0, *)
open class PHPersistentObjectChangeDetails: NSObject, @unchecked Sendable {
    @available(*, unavailable)
    public override init() { fatalError() }
    open var objectType: PHObjectType { fatalError() }
    open var insertedLocalIdentifiers: Set<String> { fatalError() }
    open var updatedLocalIdentifiers: Set<String> { fatalError() }
    open var deletedLocalIdentifiers: Set<String> { fatalError() }
}
