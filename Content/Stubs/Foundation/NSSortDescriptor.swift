import Foundation

/// `NSComparator` (NSObjCRuntime.h).
public typealias Comparator = (Any, Any) -> ComparisonResult

/// An immutable description of how to order a collection of objects (NSSortDescriptor.h).
open class NSSortDescriptor: NSObject, NSSecureCoding, NSCopying, @unchecked Sendable {
    public init(key: String?, ascending: Bool) { fatalError() }
    public init(key: String?, ascending: Bool, selector: Selector?) { fatalError() }
    public init(key: String?, ascending: Bool, comparator cmptr: @escaping Comparator) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    public class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var key: String? { fatalError() }
    open var ascending: Bool { fatalError() }
    open var selector: Selector? { fatalError() }
    open func allowEvaluation() { fatalError() }
    open var comparator: Comparator { fatalError() }
    open func compare(_ object1: Any, to object2: Any) -> ComparisonResult { fatalError() }
    open var reversedSortDescriptor: Any { fatalError() }
}
