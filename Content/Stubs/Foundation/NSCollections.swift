/// Immutable ordered object list (bridged to `Array`).
open class NSArray: NSObject, @unchecked Sendable {
    public override init() { fatalError() }
    open var count: Int { fatalError() }
}

/// Immutable key-value store (bridged to `Dictionary`).
open class NSDictionary: NSObject, @unchecked Sendable {
    public override init() { fatalError() }
    open var count: Int { fatalError() }
}

/// Immutable unordered set of distinct objects (bridged to `Set`).
open class NSSet: NSObject, @unchecked Sendable {
    public override init() { fatalError() }
    open var count: Int { fatalError() }
}

extension Array {
}

extension Dictionary {
}

extension Set {
}
