/// A universally unique value to identify types, interfaces, and other items.
public struct UUID: Hashable, Equatable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public typealias ReferenceType = NSUUID
    /// Creates a UUID with RFC 4122 version 4 random bytes.
    public init() { fatalError() }
    /// Creates a UUID from a string representation, such as “E621E1F8-C36C-495A-93FC-0C247A3E6E5F”.
    public init?(uuidString string: String) { fatalError() }
    public var uuidString: String { fatalError() }
    public var description: String { fatalError() }
    public var debugDescription: String { fatalError() }
    public var customMirror: Mirror { fatalError() }
}

@available(iOS 17.0, *)
extension UUID: Comparable {
    public static func < (lhs: UUID, rhs: UUID) -> Bool { fatalError() }
}

extension UUID: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSUUID { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ x: NSUUID, result: inout UUID?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSUUID, result: inout UUID?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSUUID?) -> UUID { fatalError() }
}

/// The Objective-C reference type bridged to `UUID`.
open class NSUUID: NSObject, NSCopying, @unchecked Sendable {
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    public override init() { fatalError() }
    open var uuidString: String { fatalError() }
}

extension UUID: ReferenceConvertible {}
