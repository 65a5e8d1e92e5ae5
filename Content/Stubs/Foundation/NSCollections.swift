/// A static ordered collection of objects (bridged to `Array`).
open class NSArray: NSObject, @unchecked Sendable {
    public override init() { fatalError() }
    open var count: Int { fatalError() }
}

/// A static collection of objects associated with unique keys (bridged to `Dictionary`).
open class NSDictionary: NSObject, @unchecked Sendable {
    public override init() { fatalError() }
    open var count: Int { fatalError() }
}

/// A static, unordered collection of unique objects (bridged to `Set`).
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
