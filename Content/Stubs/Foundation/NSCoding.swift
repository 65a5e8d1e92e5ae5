/// A protocol that enables an object to be encoded and decoded for archiving and distribution.
@objc public protocol NSCoding {
    func encode(with coder: NSCoder)
    init?(coder: NSCoder)
}

/// A protocol that enables encoding and decoding in a manner that is robust against object substitution attacks.
@objc public protocol NSSecureCoding: NSCoding {
    static var supportsSecureCoding: Bool { get }
}

/// A protocol that objects adopt to provide functional copies of themselves.
@objc public protocol NSCopying {
    func copy(with zone: NSZone?) -> Any
}

/// A protocol that mutable objects adopt to provide functional copies of themselves.
@objc public protocol NSMutableCopying {
    func mutableCopy(with zone: NSZone?) -> Any
}

/// An abstract class that serves as the basis for objects that enable archiving and distribution of other objects.
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
