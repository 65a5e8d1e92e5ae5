import Foundation

/// Converts property lists to and from serialized data (NSPropertyList.h).
open class PropertyListSerialization: NSObject {
    /// `NSPropertyListMutabilityOptions`.
    public struct MutabilityOptions: OptionSet, @unchecked Sendable {
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public let rawValue: UInt
        public static var mutableContainers: PropertyListSerialization.MutabilityOptions { fatalError() }
        public static var mutableContainersAndLeaves: PropertyListSerialization.MutabilityOptions { fatalError() }
    }
    /// `NSPropertyListFormat`.
    @objc(NSPropertyListFormat)
    public enum PropertyListFormat: UInt, @unchecked Sendable {
        case openStep = 1
        case xml = 100
        case binary = 200
    }
    public typealias ReadOptions = PropertyListSerialization.MutabilityOptions
    public typealias WriteOptions = Int

    public override init() { fatalError() }
    open class func propertyList(_ plist: Any, isValidFor format: PropertyListSerialization.PropertyListFormat) -> Bool { fatalError() }
    open class func data(fromPropertyList plist: Any, format: PropertyListSerialization.PropertyListFormat, options opt: PropertyListSerialization.WriteOptions) throws -> Data { fatalError() }
    open class func propertyList(from data: Data, options opt: PropertyListSerialization.ReadOptions = [], format: UnsafeMutablePointer<PropertyListSerialization.PropertyListFormat>?) throws -> Any { fatalError() }
}
