/// A value identified by the content key of what it was made from: two with equal keys are equal.
///
/// Stage inputs carry large values every item shares (the theme, the whole site's link targets) this way, so
/// comparing an input costs two words however large the value, and the key says exactly what went into it.
public struct Keyed<Value: Sendable>: Equatable, Sendable {
    /// The content key of everything `value` was made from.
    public let key: StableHash.Key
    /// The value.
    public let value: Value

    /// Pairs `value` with the key of what it was made from.
    public init(_ value: Value, key: StableHash.Key) {
        self.key = key
        self.value = value
    }

    /// Two keyed values are equal when their keys are.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key }
}
