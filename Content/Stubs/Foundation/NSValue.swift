/// A simple container for a single C or Objective-C data item.
open class NSValue: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    public convenience init(cgRect rect: CGRect) { fatalError() }
    public convenience init(cgPoint point: CGPoint) { fatalError() }
    public convenience init(cgSize size: CGSize) { fatalError() }
    open var cgRectValue: CGRect { fatalError() }
    open var cgPointValue: CGPoint { fatalError() }
    open var cgSizeValue: CGSize { fatalError() }
}

/// An object wrapper for primitive scalar numeric values.
open class NSNumber: NSValue, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, @unchecked Sendable {
    public required convenience init(integerLiteral value: Int) { fatalError() }
    public required convenience init(floatLiteral value: Double) { fatalError() }
    public required convenience init(booleanLiteral value: Bool) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public init(value: Int) { fatalError() }
    public init(value: Double) { fatalError() }
    public init(value: Bool) { fatalError() }
    public init(value: Float) { fatalError() }
    open var intValue: Int32 { fatalError() }
    open var integerValue: Int { fatalError() }
    open var doubleValue: Double { fatalError() }
    open var floatValue: Float { fatalError() }
    open var boolValue: Bool { fatalError() }
    open var stringValue: String { fatalError() }
}



extension Int: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSNumber { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ x: NSNumber, result: inout Int?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSNumber, result: inout Int?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> Int { fatalError() }
}

extension Double: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSNumber { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ x: NSNumber, result: inout Double?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSNumber, result: inout Double?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> Double { fatalError() }
}

extension Bool: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSNumber { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ x: NSNumber, result: inout Bool?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSNumber, result: inout Bool?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> Bool { fatalError() }
}

extension Float: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSNumber { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ x: NSNumber, result: inout Float?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSNumber, result: inout Float?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> Float { fatalError() }
}

extension CGFloat: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSNumber { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ x: NSNumber, result: inout CGFloat?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSNumber, result: inout CGFloat?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat { fatalError() }
}
