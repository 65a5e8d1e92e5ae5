import Foundation

// MARK: - NSManagedObjectModel.h

/// A programmatic representation of a Core Data model.
open class NSManagedObjectModel: NSObject, NSCopying {
    open class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? { fatalError() }
    open class func mergedModel(from bundles: [Bundle]?, forStoreMetadata metadata: [String : Any]) -> NSManagedObjectModel? { fatalError() }
    public convenience init?(byMerging models: [NSManagedObjectModel]?) { fatalError() }
    public convenience init?(byMerging models: [NSManagedObjectModel], forStoreMetadata metadata: [String : Any]) { fatalError() }

    public override init() { fatalError() }
    public convenience init?(contentsOf url: URL) { fatalError() }

    open var entitiesByName: [String : NSEntityDescription] { fatalError() }
    open var entities: [NSEntityDescription] { get { fatalError() } set { } }
    open var configurations: [String] { fatalError() }
    open func entities(forConfigurationName configuration: String?) -> [NSEntityDescription]? { fatalError() }
    open func setEntities(_ entities: [NSEntityDescription], forConfigurationName configuration: String) { fatalError() }

    open func setFetchRequestTemplate(_ fetchRequestTemplate: NSFetchRequest<any NSFetchRequestResult>?, forName name: String) { fatalError() }
    open func fetchRequestTemplate(forName name: String) -> NSFetchRequest<any NSFetchRequestResult>? { fatalError() }
    open func fetchRequestFromTemplate(withName name: String, substitutionVariables variables: [String : Any]) -> NSFetchRequest<any NSFetchRequestResult>? { fatalError() }

    open var localizationDictionary: [String : String]? { get { fatalError() } set { } }
    open var fetchRequestTemplatesByName: [String : NSFetchRequest<any NSFetchRequestResult>] { fatalError() }
    open var versionIdentifiers: Set<AnyHashable> { get { fatalError() } set { } }
    open func isConfiguration(withName configuration: String?, compatibleWithStoreMetadata metadata: [String : Any]) -> Bool { fatalError() }
    open var entityVersionHashesByName: [String : Data] { fatalError() }

    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

// MARK: - NSEntityDescription.h

/// A description of a Core Data entity.
@_inheritsConvenienceInitializers open class NSEntityDescription: NSObject, NSCopying {
    public override init() { fatalError() }
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? { fatalError() }
    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject { fatalError() }

    open var managedObjectModel: NSManagedObjectModel { fatalError() }
    open var managedObjectClassName: String! { get { fatalError() } set { } }
    open var name: String? { get { fatalError() } set { } }
    open var isAbstract: Bool { get { fatalError() } set { } }
    open var subentitiesByName: [String : NSEntityDescription] { fatalError() }
    open var subentities: [NSEntityDescription] { get { fatalError() } set { } }
    open var superentity: NSEntityDescription? { fatalError() }
    open var propertiesByName: [String : NSPropertyDescription] { fatalError() }
    open var properties: [NSPropertyDescription] { get { fatalError() } set { } }
    open var userInfo: [AnyHashable : Any]? { get { fatalError() } set { } }
    open var attributesByName: [String : NSAttributeDescription] { fatalError() }
    open var relationshipsByName: [String : NSRelationshipDescription] { fatalError() }
    open func relationships(forDestination entity: NSEntityDescription) -> [NSRelationshipDescription] { fatalError() }
    open var versionHash: Data { fatalError() }
    open var versionHashModifier: String? { get { fatalError() } set { } }
    open var renamingIdentifier: String? { get { fatalError() } set { } }
    open var uniquenessConstraints: [[Any]] { get { fatalError() } set { } }
    @available(iOS, introduced: 3.0, deprecated: 11.0, message: "Use NSEntityDescription.indexes instead")
    open var compoundIndexes: [[Any]] { get { fatalError() } set { } }
    open var coreSpotlightDisplayNameExpression: NSExpression { get { fatalError() } set { } }

    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

// MARK: - NSPropertyDescription.h

/// The base class of entity property descriptions.
@_inheritsConvenienceInitializers open class NSPropertyDescription: NSObject, NSCopying {
    public override init() { fatalError() }
    open var entity: NSEntityDescription { fatalError() }
    open var name: String { get { fatalError() } set { } }
    open var isOptional: Bool { get { fatalError() } set { } }
    open var isTransient: Bool { get { fatalError() } set { } }
    open var validationPredicates: [NSPredicate] { fatalError() }
    open var validationWarnings: [Any] { fatalError() }
    open func setValidationPredicates(_ validationPredicates: [NSPredicate]?, withValidationWarnings validationWarnings: [String]?) { fatalError() }
    open var userInfo: [AnyHashable : Any]? { get { fatalError() } set { } }
    @available(iOS, introduced: 3.0, deprecated: 11.0, message: "Use NSEntityDescription.indexes instead")
    open var isIndexed: Bool { get { fatalError() } set { } }
    open var versionHash: Data { fatalError() }
    open var versionHashModifier: String? { get { fatalError() } set { } }
    open var isIndexedBySpotlight: Bool { get { fatalError() } set { } }
    @available(iOS, introduced: 3.0, deprecated: 11.0, message: "Spotlight integration is deprecated. Use CoreSpotlight integration instead.")
    open var isStoredInExternalRecord: Bool { get { fatalError() } set { } }
    open var renamingIdentifier: String? { get { fatalError() } set { } }

    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

// MARK: - NSAttributeDescription.h

@objc public enum NSAttributeType: UInt, @unchecked Sendable {
    case undefinedAttributeType = 0
    case integer16AttributeType = 100
    case integer32AttributeType = 200
    case integer64AttributeType = 300
    case decimalAttributeType = 400
    case doubleAttributeType = 500
    case floatAttributeType = 600
    case stringAttributeType = 700
    case booleanAttributeType = 800
    case dateAttributeType = 900
    case binaryDataAttributeType = 1000
    case UUIDAttributeType = 1100
    case URIAttributeType = 1200
    case transformableAttributeType = 1800
    case objectIDAttributeType = 2000
    @available(iOS 17.0, *)
    case compositeAttributeType = 2100
}

/// A description of an entity attribute.
@_inheritsConvenienceInitializers open class NSAttributeDescription: NSPropertyDescription {
    public override init() { fatalError() }
    open var attributeType: NSAttributeType { get { fatalError() } set { } }
    open var attributeValueClassName: String? { get { fatalError() } set { } }
    open var defaultValue: Any? { get { fatalError() } set { } }
    open override var versionHash: Data { fatalError() }
    open var valueTransformerName: String? { get { fatalError() } set { } }
    open var allowsExternalBinaryDataStorage: Bool { get { fatalError() } set { } }
    open var preservesValueInHistoryOnDeletion: Bool { get { fatalError() } set { } }
    @available(iOS 15.0, *)
    open var allowsCloudEncryption: Bool { get { fatalError() } set { } }
}

// MARK: - NSRelationshipDescription.h

@objc public enum NSDeleteRule: UInt, @unchecked Sendable {
    case noActionDeleteRule = 0
    case nullifyDeleteRule = 1
    case cascadeDeleteRule = 2
    case denyDeleteRule = 3
}

/// A description of a relationship between entities.
@_inheritsConvenienceInitializers open class NSRelationshipDescription: NSPropertyDescription {
    public override init() { fatalError() }
    open var destinationEntity: NSEntityDescription? { get { fatalError() } set { } }
    open var inverseRelationship: NSRelationshipDescription? { get { fatalError() } set { } }
    open var maxCount: Int { get { fatalError() } set { } }
    open var minCount: Int { get { fatalError() } set { } }
    open var deleteRule: NSDeleteRule { get { fatalError() } set { } }
    open var isToMany: Bool { fatalError() }
    open override var versionHash: Data { fatalError() }
    open var isOrdered: Bool { get { fatalError() } set { } }
}
