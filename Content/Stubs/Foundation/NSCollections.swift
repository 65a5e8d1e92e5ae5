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

extension Array: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSArray { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSArray, result: inout Array?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSArray, result: inout Array?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSArray?) -> Array { fatalError() }
}

extension Dictionary: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSDictionary { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ d: NSDictionary, result: inout Dictionary?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSDictionary, result: inout Dictionary?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ d: NSDictionary?) -> Dictionary { fatalError() }
}

extension Set: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSSet { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ s: NSSet, result: inout Set?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSSet, result: inout Set?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ s: NSSet?) -> Set { fatalError() }
}

/// An immutable collection of unique integer values that represent indexes in another collection.
public struct IndexSet: Hashable, Equatable, Sendable, Codable, BidirectionalCollection, SetAlgebra {
    public typealias Element = Int
    public struct Index: Comparable, Sendable {
        public static func < (lhs: IndexSet.Index, rhs: IndexSet.Index) -> Bool { fatalError() }
    }
    public init() { fatalError() }
    public init(integer: Int) { fatalError() }
    public init(integersIn range: Range<Int>) { fatalError() }
    public var startIndex: IndexSet.Index { fatalError() }
    public var endIndex: IndexSet.Index { fatalError() }
    public subscript(index: IndexSet.Index) -> Int { fatalError() }
    public func index(after i: IndexSet.Index) -> IndexSet.Index { fatalError() }
    public func index(before i: IndexSet.Index) -> IndexSet.Index { fatalError() }
    public func contains(_ integer: Int) -> Bool { fatalError() }
    public var isEmpty: Bool { fatalError() }
    public var count: Int { fatalError() }
    public func isSubset(of other: IndexSet) -> Bool { fatalError() }
    public func isSuperset(of other: IndexSet) -> Bool { fatalError() }
    public func isDisjoint(with other: IndexSet) -> Bool { fatalError() }
    public func subtracting(_ other: IndexSet) -> IndexSet { fatalError() }
    public mutating func subtract(_ other: IndexSet) { fatalError() }
    public func union(_ other: IndexSet) -> IndexSet { fatalError() }
    public func intersection(_ other: IndexSet) -> IndexSet { fatalError() }
    public func symmetricDifference(_ other: IndexSet) -> IndexSet { fatalError() }
    @discardableResult public mutating func insert(_ integer: Int) -> (inserted: Bool, memberAfterInsert: Int) { fatalError() }
    @discardableResult public mutating func update(with integer: Int) -> Int? { fatalError() }
    @discardableResult public mutating func remove(_ integer: Int) -> Int? { fatalError() }
    public mutating func formUnion(_ other: IndexSet) { fatalError() }
    public mutating func formIntersection(_ other: IndexSet) { fatalError() }
    public mutating func formSymmetricDifference(_ other: IndexSet) { fatalError() }
}

/// A list of indexes that together represent the path to a specific location in a tree of nested arrays.
public struct IndexPath: Hashable, Equatable, Sendable, Codable, Comparable, RandomAccessCollection, MutableCollection, ExpressibleByArrayLiteral, CustomStringConvertible {
    public typealias Element = Int
    public typealias Index = Int
    public typealias Indices = Range<Int>
    public init() { fatalError() }
    public init(index: Int) { fatalError() }
    public init(indexes: [Int]) { fatalError() }
    public init(arrayLiteral indexes: Int...) { fatalError() }
    public var startIndex: Int { fatalError() }
    public var endIndex: Int { fatalError() }
    public subscript(index: Int) -> Int { get { fatalError() } set { } }
    public subscript(range: Range<Int>) -> IndexPath { get { fatalError() } set { } }
    public func appending(_ other: Int) -> IndexPath { fatalError() }
    public mutating func append(_ other: Int) { fatalError() }
    public func dropLast() -> IndexPath { fatalError() }
    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool { fatalError() }
    public var description: String { fatalError() }
}
