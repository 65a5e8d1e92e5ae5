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

/// A cache of some pure function's results, carried in a stage's input: it never changes what the stage
/// makes, only how fast, so it is not part of the input's identity (every two are equal).
public struct ResultCache<Cache: Sendable>: Equatable, Sendable {
    /// The cache.
    public let cache: Cache

    /// Wraps `cache`.
    public init(_ cache: Cache) { self.cache = cache }

    /// Caches never make inputs differ.
    public static func == (lhs: Self, rhs: Self) -> Bool { true }
}
