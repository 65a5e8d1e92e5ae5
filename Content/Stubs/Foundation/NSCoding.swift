/// Protocol for archiving and unarchiving an object.
@objc public protocol NSCoding {
    func encode(with coder: NSCoder)
    init?(coder: NSCoder)
}

/// NSCoding variant that checks class types when decoding.
@objc public protocol NSSecureCoding: NSCoding {
    static var supportsSecureCoding: Bool { get }
}

/// Protocol for producing an independent copy.
@objc public protocol NSCopying {
    func copy(with zone: NSZone?) -> Any
}

/// Protocol for producing a mutable copy.
@objc public protocol NSMutableCopying {
    func mutableCopy(with zone: NSZone?) -> Any
}

/// Base class of archivers and unarchivers.
open class NSCoder: NSObject {
    public override init() { fatalError() }
    open func encode(_ object: Any?, forKey key: String) { fatalError() }
    open func encode(_ value: Bool, forKey key: String) { fatalError() }
    open func encode(_ value: Int, forKey key: String) { fatalError() }
    open func encode(_ value: Double, forKey key: String) { fatalError() }
    @discardableResult
    open func decodeObject(forKey key: String) -> Any? { fatalError() }
    @discardableResult
    open func decodeBool(forKey key: String) -> Bool { fatalError() }
    @discardableResult
    open func decodeInteger(forKey key: String) -> Int { fatalError() }
    @discardableResult
    open func decodeDouble(forKey key: String) -> Double { fatalError() }
    @discardableResult
    open func containsValue(forKey key: String) -> Bool { fatalError() }
}
