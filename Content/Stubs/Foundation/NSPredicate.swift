import Foundation

/// A definition of logical conditions for constraining a search or filtering (NSPredicate.h).
open class NSPredicate: NSObject, NSSecureCoding, NSCopying, @unchecked Sendable {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    public class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) { fatalError() }
    public convenience init(format predicateFormat: String, arguments argList: CVaListPointer) { fatalError() }
    public convenience init(value: Bool) { fatalError() }
    public convenience init(block: @escaping (Any?, [String: Any]?) -> Bool) { fatalError() }
    open var predicateFormat: String { fatalError() }
    open func withSubstitutionVariables(_ variables: [String: Any]) -> Self { fatalError() }
    open func evaluate(with object: Any?) -> Bool { fatalError() }
    open func evaluate(with object: Any?, substitutionVariables bindings: [String: Any]?) -> Bool { fatalError() }
    open func allowEvaluation() { fatalError() }
}

/// A predicate that combines the results of evaluating other predicates (NSCompoundPredicate.h).
open class NSCompoundPredicate: NSPredicate, @unchecked Sendable {
    /// `NSCompoundPredicateType`.
    @objc(NSCompoundPredicateType)
    public enum LogicalType: UInt, @unchecked Sendable {
        case not = 0
        case and = 1
        case or = 2
    }
    public init(type: NSCompoundPredicate.LogicalType, subpredicates: [NSPredicate]) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var compoundPredicateType: NSCompoundPredicate.LogicalType { fatalError() }
    open var subpredicates: [Any] { fatalError() }
    public convenience init(andPredicateWithSubpredicates subpredicates: [NSPredicate]) { fatalError() }
    public convenience init(orPredicateWithSubpredicates subpredicates: [NSPredicate]) { fatalError() }
    public convenience init(notPredicateWithSubpredicate predicate: NSPredicate) { fatalError() }
}
