import Foundation

/// The mutable counterpart of `NSData` (NSData.h).
open class NSMutableData: NSData, @unchecked Sendable {
    public override init() { fatalError() }
    public convenience init?(capacity: Int) { fatalError() }
    public convenience init?(length: Int) { fatalError() }
    open var mutableBytes: UnsafeMutableRawPointer { fatalError() }
    open override var length: Int { get { fatalError() } set { } }
    open func append(_ bytes: UnsafeRawPointer, length: Int) { fatalError() }
    open func append(_ other: Data) { fatalError() }
    open func increaseLength(by extraLength: Int) { fatalError() }
    open func replaceBytes(in range: NSRange, withBytes bytes: UnsafeRawPointer) { fatalError() }
    open func resetBytes(in range: NSRange) { fatalError() }
    open func setData(_ data: Data) { fatalError() }
    open func replaceBytes(in range: NSRange, withBytes replacementBytes: UnsafeRawPointer?, length replacementLength: Int) { fatalError() }
}

/// The mutable counterpart of `NSDictionary` (NSDictionary.h).
open class NSMutableDictionary: NSDictionary, @unchecked Sendable {
    public override init() { fatalError() }
    public init(capacity numItems: Int) { fatalError() }
    open func removeObject(forKey aKey: Any) { fatalError() }
    open func setObject(_ anObject: Any, forKey aKey: any NSCopying) { fatalError() }
    open func addEntries(from otherDictionary: [AnyHashable: Any]) { fatalError() }
    open func removeAllObjects() { fatalError() }
    open func removeObjects(forKeys keyArray: [Any]) { fatalError() }
    open func setDictionary(_ otherDictionary: [AnyHashable: Any]) { fatalError() }
}
