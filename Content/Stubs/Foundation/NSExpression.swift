import Foundation

/// An expression for use in a comparison predicate (NSExpression.h).
open class NSExpression: NSObject, NSSecureCoding, NSCopying, @unchecked Sendable {
    /// `NSExpressionType`.
    @objc(NSExpressionType)
    public enum ExpressionType: UInt, @unchecked Sendable {
        case constantValue = 0
        case evaluatedObject = 1
        case variable = 2
        case keyPath = 3
        case function = 4
        case unionSet = 5
        case intersectSet = 6
        case minusSet = 7
        case subquery = 13
        case aggregate = 14
        case anyKey = 15
        case block = 19
        case conditional = 20
    }

    public init(expressionType type: NSExpression.ExpressionType) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    public class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }

    public convenience init(format expressionFormat: String, argumentArray arguments: [Any]) { fatalError() }
    public convenience init(format expressionFormat: String, arguments argList: CVaListPointer) { fatalError() }
    public convenience init(forConstantValue obj: Any?) { fatalError() }
    open class func expressionForEvaluatedObject() -> NSExpression { fatalError() }
    public convenience init(forVariable string: String) { fatalError() }
    public convenience init(forKeyPath keyPath: String) { fatalError() }
    public convenience init(forFunction name: String, arguments parameters: [Any]) { fatalError() }
    public convenience init(forAggregate subexpressions: [NSExpression]) { fatalError() }
    public convenience init(forUnionSet left: NSExpression, with right: NSExpression) { fatalError() }
    public convenience init(forIntersectSet left: NSExpression, with right: NSExpression) { fatalError() }
    public convenience init(forMinusSet left: NSExpression, with right: NSExpression) { fatalError() }
    public convenience init(forSubquery expression: NSExpression, usingIteratorVariable variable: String, predicate: NSPredicate) { fatalError() }
    public convenience init(forFunction target: NSExpression, selectorName name: String, arguments parameters: [Any]?) { fatalError() }
    open class func expressionForAnyKey() -> NSExpression { fatalError() }
    public convenience init(forConditional predicate: NSPredicate, trueExpression: NSExpression, falseExpression: NSExpression) { fatalError() }

    open var expressionType: NSExpression.ExpressionType { fatalError() }
    open var constantValue: Any? { fatalError() }
    open var keyPath: String { fatalError() }
    open var function: String { fatalError() }
    open var variable: String { fatalError() }
    open var operand: NSExpression { fatalError() }
    open var arguments: [NSExpression]? { fatalError() }
    open var collection: Any { fatalError() }
    open var predicate: NSPredicate { fatalError() }
    open var left: NSExpression { fatalError() }
    open var right: NSExpression { fatalError() }
    open var `true`: NSExpression { fatalError() }
    open var `false`: NSExpression { fatalError() }
    open func expressionValue(with object: Any?, context: NSMutableDictionary?) -> Any? { fatalError() }
    open func allowEvaluation() { fatalError() }
}
