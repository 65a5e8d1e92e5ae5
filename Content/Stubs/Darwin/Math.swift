// Darwin overlay: the Float overloads Swift adds to the C math functions (tgmath).
@_exported import Darwin

public func acos(_ x: Float) -> Float { fatalError() }
public func asin(_ x: Float) -> Float { fatalError() }
public func atan(_ x: Float) -> Float { fatalError() }
public func atan2(_ lhs: Float, _ rhs: Float) -> Float { fatalError() }
public func cos(_ x: Float) -> Float { fatalError() }
public func sin(_ x: Float) -> Float { fatalError() }
public func tan(_ x: Float) -> Float { fatalError() }
public func exp(_ x: Float) -> Float { fatalError() }
public func log(_ x: Float) -> Float { fatalError() }
public func pow(_ x: Float, _ y: Float) -> Float { fatalError() }
public func sqrt(_ x: Float) -> Float { fatalError() }
