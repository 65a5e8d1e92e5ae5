import Foundation

extension NSCoder {
    @objc open var requiresSecureCoding: Bool { fatalError() }
}

/// An encoder that stores an object's data to an archive referenced by keys (NSKeyedArchiver.h).
open class NSKeyedArchiver: NSCoder {
    public init(requiringSecureCoding requiresSecureCoding: Bool) { fatalError() }
    open class func archivedData(withRootObject object: Any, requiringSecureCoding requiresSecureCoding: Bool) throws -> Data { fatalError() }
    @available(iOS, introduced: 10.0, deprecated: 12.0, message: "Use -initRequiringSecureCoding: instead")
    public override init() { fatalError() }
    @available(iOS, introduced: 2.0, deprecated: 12.0, message: "Use +archivedDataWithRootObject:requiringSecureCoding:error: instead")
    open class func archivedData(withRootObject rootObject: Any) -> Data { fatalError() }
    @available(iOS, introduced: 2.0, deprecated: 12.0, message: "Use +archivedDataWithRootObject:requiringSecureCoding:error: and -writeToURL:options:error: instead")
    open class func archiveRootObject(_ rootObject: Any, toFile path: String) -> Bool { fatalError() }
    open override var requiresSecureCoding: Bool { get { fatalError() } set { } }
    open var outputFormat: PropertyListSerialization.PropertyListFormat { get { fatalError() } set { } }
    open var encodedData: Data { fatalError() }
    open func finishEncoding() { fatalError() }
    open class func setClassName(_ codedName: String?, for cls: AnyClass) { fatalError() }
    open func setClassName(_ codedName: String?, for cls: AnyClass) { fatalError() }
    open class func className(for cls: AnyClass) -> String? { fatalError() }
    open func className(for cls: AnyClass) -> String? { fatalError() }
}

/// A decoder that restores data from an archive referenced by keys (NSKeyedArchiver.h).
open class NSKeyedUnarchiver: NSCoder {
    public init(forReadingFrom data: Data) throws { fatalError() }
    @available(iOS, introduced: 2.0, deprecated: 12.0, message: "Use -initForReadingFromData:error: instead")
    public override init() { fatalError() }
    @available(iOS, introduced: 2.0, deprecated: 12.0, message: "Use -initForReadingFromData:error: instead")
    public init(forReadingWith data: Data) { fatalError() }
    @available(iOS, introduced: 2.0, deprecated: 12.0, message: "Use +unarchivedObjectOfClass:fromData:error: instead")
    open class func unarchiveObject(with data: Data) -> Any? { fatalError() }
    @available(iOS, introduced: 2.0, deprecated: 12.0, message: "Use +unarchivedObjectOfClass:fromData:error: instead")
    open class func unarchiveObject(withFile path: String) -> Any? { fatalError() }
    open override var requiresSecureCoding: Bool { get { fatalError() } set { } }
    open func finishDecoding() { fatalError() }
    open class func setClass(_ cls: AnyClass?, forClassName codedName: String) { fatalError() }
    open func setClass(_ cls: AnyClass?, forClassName codedName: String) { fatalError() }
    open class func `class`(forClassName codedName: String) -> AnyClass? { fatalError() }
    open func `class`(forClassName codedName: String) -> AnyClass? { fatalError() }
}

public let NSKeyedArchiveRootObjectKey: String = { fatalError() }()
