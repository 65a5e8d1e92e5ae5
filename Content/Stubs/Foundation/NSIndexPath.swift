/// The Objective-C reference type bridged to `IndexPath`.
open class NSIndexPath: NSObject, NSCopying, @unchecked Sendable {
    public override init() { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var length: Int { fatalError() }
}

/// The Objective-C reference type bridged to `IndexSet`.
open class NSIndexSet: NSObject, @unchecked Sendable {
    public override init() { fatalError() }
    open var count: Int { fatalError() }
}

extension IndexPath: ReferenceConvertible {
    public typealias ReferenceType = NSIndexPath
    public func _bridgeToObjectiveC() -> NSIndexPath { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ x: NSIndexPath, result: inout IndexPath?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSIndexPath, result: inout IndexPath?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSIndexPath?) -> IndexPath { fatalError() }
    public var debugDescription: String { fatalError() }
}

extension IndexSet: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSIndexSet { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ x: NSIndexSet, result: inout IndexSet?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSIndexSet, result: inout IndexSet?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSIndexSet?) -> IndexSet { fatalError() }
}
