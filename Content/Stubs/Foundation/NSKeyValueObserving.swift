/// A protocol that all Objective-C objects conform to, providing type-safe key-value coding and observing.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

/// Options for the values returned in a key-value change.
public struct NSKeyValueObservingOptions: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { fatalError() }
    public static var new: NSKeyValueObservingOptions { fatalError() }
    public static var old: NSKeyValueObservingOptions { fatalError() }
    public static var initial: NSKeyValueObservingOptions { fatalError() }
    public static var prior: NSKeyValueObservingOptions { fatalError() }
}

/// The kinds of changes that can be observed.
public enum NSKeyValueChange: UInt, @unchecked Sendable {
    case setting = 1, insertion = 2, removal = 3, replacement = 4
}

/// A structure that describes a key-value observing change.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: NSKeyValueObservedChange<Value>.Kind
    public let newValue: Value?
    public let oldValue: Value?
    public let indexes: IndexSet?
    public let isPrior: Bool
}

/// An object that represents the lifetime of a key-value observation; the observation stops when it is deinitialized or invalidated.
public class NSKeyValueObservation: NSObject, @unchecked Sendable {
    public func invalidate() { fatalError() }
}

extension _KeyValueCodingAndObserving {
    /// Observes the property at the key path (which must be `@objc dynamic`).
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [], changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation { fatalError() }
    public func value<Value>(forKeyPath keyPath: KeyPath<Self, Value>) -> Value { fatalError() }
    public func setValue<Value>(_ value: Value, forKeyPath keyPath: ReferenceWritableKeyPath<Self, Value>) { fatalError() }
}
