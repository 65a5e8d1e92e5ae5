// Swift overlay of the ObjectiveC stub module (the real SDK's ObjectiveC.swiftmodule).
// The Clang module of the same name (module.modulemap / ObjectiveC.h) declares NSObject.

@_exported import ObjectiveC

/// Swift wrapper for Objective-C's `BOOL`.
@frozen
public struct ObjCBool: ExpressibleByBooleanLiteral, CustomStringConvertible, CustomReflectable {
    public init(_ value: Bool) { fatalError() }
    public init(booleanLiteral value: Bool) { fatalError() }
    public var boolValue: Bool { fatalError() }
    public var description: String { fatalError() }
    public var customMirror: Mirror { fatalError() }
}

/// Objective-C method selector (`SEL`), usually written `#selector(...)`.
@frozen
public struct Selector: ExpressibleByStringLiteral, Equatable, Hashable, CustomStringConvertible, CustomReflectable {
    public init(_ str: String) { fatalError() }
    public init(stringLiteral value: String) { fatalError() }
    public static func == (lhs: Selector, rhs: Selector) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
    public var description: String { fatalError() }
    public var customMirror: Mirror { fatalError() }
}

/// Opaque `NSZone` pointer; not used directly from Swift.
@frozen
public struct NSZone {
    public init() { fatalError() }
}

extension NSObject: Equatable, Hashable {
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { fatalError() }
    @nonobjc public var hashValue: Int { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
}

extension NSObject: CVarArg {
    public var _cVarArgEncoding: [Int] { fatalError() }
}


public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result { fatalError() }

// Conversions the compiler calls implicitly when bridging BOOL.
public func _convertBoolToObjCBool(_ x: Bool) -> ObjCBool { fatalError() }
public func _convertObjCBoolToBool(_ x: ObjCBool) -> Bool { fatalError() }
