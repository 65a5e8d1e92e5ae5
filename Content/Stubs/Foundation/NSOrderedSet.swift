import Foundation

/// A static, ordered collection of unique objects (NSOrderedSet.h).
open class NSOrderedSet: NSObject, NSCopying, NSMutableCopying, NSSecureCoding, NSFastEnumeration, @unchecked Sendable {
    open var count: Int { fatalError() }
    open func object(at idx: Int) -> Any { fatalError() }
    open func index(of object: Any) -> Int { fatalError() }
    public override init() { fatalError() }
    public init(objects: UnsafePointer<AnyObject>?, count cnt: Int) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    public class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    @discardableResult
    open func mutableCopy(with zone: NSZone? = nil) -> Any { fatalError() }
    open func countByEnumerating(with state: UnsafeMutablePointer<NSFastEnumerationState>, objects buffer: AutoreleasingUnsafeMutablePointer<AnyObject?>, count len: Int) -> Int { fatalError() }

    open func objects(at indexes: IndexSet) -> [Any] { fatalError() }
    open var firstObject: Any? { fatalError() }
    open var lastObject: Any? { fatalError() }
    open func isEqual(to other: NSOrderedSet) -> Bool { fatalError() }
    open func contains(_ object: Any) -> Bool { fatalError() }
    open func intersects(_ other: NSOrderedSet) -> Bool { fatalError() }
    open func isSubset(of other: NSOrderedSet) -> Bool { fatalError() }
    open subscript(idx: Int) -> Any { fatalError() }
    open func objectEnumerator() -> NSEnumerator { fatalError() }
    open func reverseObjectEnumerator() -> NSEnumerator { fatalError() }
    open var reversed: NSOrderedSet { fatalError() }
    open var array: [Any] { fatalError() }
    open var set: Set<AnyHashable> { fatalError() }
    open func enumerateObjects(_ block: (Any, Int, UnsafeMutablePointer<ObjCBool>) -> Void) { fatalError() }
    open func enumerateObjects(options opts: NSEnumerationOptions = [], using block: (Any, Int, UnsafeMutablePointer<ObjCBool>) -> Void) { fatalError() }
    open func sortedArray(comparator cmptr: (Any, Any) -> ComparisonResult) -> [Any] { fatalError() }
    open func sortedArray(options opts: NSSortOptions = [], usingComparator cmptr: (Any, Any) -> ComparisonResult) -> [Any] { fatalError() }
    open func description(withLocale locale: Any?) -> String { fatalError() }
    open func description(withLocale locale: Any?, indent level: Int) -> String { fatalError() }

    public convenience init(object: Any) { fatalError() }
    public convenience init(orderedSet set: NSOrderedSet) { fatalError() }
    public convenience init(orderedSet set: NSOrderedSet, copyItems flag: Bool) { fatalError() }
    public convenience init(orderedSet set: NSOrderedSet, range: NSRange, copyItems flag: Bool) { fatalError() }
    public convenience init(array: [Any]) { fatalError() }
    public convenience init(array set: [Any], copyItems flag: Bool) { fatalError() }
    public convenience init(array set: [Any], range: NSRange, copyItems flag: Bool) { fatalError() }
    public convenience init(set: Set<AnyHashable>) { fatalError() }
    public convenience init(set: Set<AnyHashable>, copyItems flag: Bool) { fatalError() }
}

/// A dynamic, ordered collection of unique objects (NSOrderedSet.h).
open class NSMutableOrderedSet: NSOrderedSet, @unchecked Sendable {
    open func insert(_ object: Any, at idx: Int) { fatalError() }
    open func removeObject(at idx: Int) { fatalError() }
    open func replaceObject(at idx: Int, with object: Any) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public override init() { fatalError() }
    public init(capacity numItems: Int) { fatalError() }

    open func add(_ object: Any) { fatalError() }
    open func addObjects(from array: [Any]) { fatalError() }
    open func exchangeObject(at idx1: Int, withObjectAt idx2: Int) { fatalError() }
    open func moveObjects(at indexes: IndexSet, to idx: Int) { fatalError() }
    open func insert(_ objects: [Any], at indexes: IndexSet) { fatalError() }
    open func setObject(_ obj: Any, at idx: Int) { fatalError() }
    open override subscript(idx: Int) -> Any { get { fatalError() } set { } }
    open func replaceObjects(at indexes: IndexSet, with objects: [Any]) { fatalError() }
    open func removeObjects(in range: NSRange) { fatalError() }
    open func removeObjects(at indexes: IndexSet) { fatalError() }
    open func removeAllObjects() { fatalError() }
    open func remove(_ object: Any) { fatalError() }
    open func removeObjects(in array: [Any]) { fatalError() }
    open func intersect(_ other: NSOrderedSet) { fatalError() }
    open func minus(_ other: NSOrderedSet) { fatalError() }
    open func union(_ other: NSOrderedSet) { fatalError() }
    open func sort(comparator cmptr: (Any, Any) -> ComparisonResult) { fatalError() }
    open func sort(options opts: NSSortOptions = [], usingComparator cmptr: (Any, Any) -> ComparisonResult) { fatalError() }
}
