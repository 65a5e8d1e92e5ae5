import Foundation

/// A value whose content key is made from every stored field it has, in a form that is the same in every
/// process and on every machine of one byte order (unlike `Hashable`, whose hasher is seeded per process).
///
/// A conformance combines each stored property once, in declaration order, with ``StableHasher/combine(_:)``;
/// ``StableHashCoverage`` checks that it combines as many as the type stores, so a field added to a stage's
/// input and forgotten in its key fails a test instead of serving a stale page.
public protocol StableHashable {
    /// Feeds every stored field to `hasher`, each with one ``StableHasher/combine(_:)``.
    func hash(into hasher: inout StableHasher)
}

extension StableHashable {
    /// The content key of this value under `version`: what a result made from it is kept under.
    public func stableKey(_ version: KeyVersion) -> StableHash.Key {
        var hasher = StableHasher(version)
        hasher.combine(self)
        return hasher.finalize()
    }
}

/// A value whose identity is a key it carries (``Keyed``): it is hashed as that key, and
/// ``StableHashCoverage`` does not ask it to hash its other fields.
public protocol KeyIdentified: StableHashable {}

extension String: StableHashable {
    /// Its UTF-8 bytes behind their count.
    public func hash(into hasher: inout StableHasher) { hasher.write(self) }
}

extension Int: StableHashable {
    /// Its 64 bits.
    public func hash(into hasher: inout StableHasher) { hasher.write(UInt64(bitPattern: Int64(self))) }
}

extension UInt64: StableHashable {
    /// Its 64 bits.
    public func hash(into hasher: inout StableHasher) { hasher.write(self) }
}

extension Bool: StableHashable {
    /// 1 or 0.
    public func hash(into hasher: inout StableHasher) { hasher.write(self ? 1 : 0) }
}

extension Double: StableHashable {
    /// Its bit pattern.
    public func hash(into hasher: inout StableHasher) { hasher.write(bitPattern) }
}

extension Optional: StableHashable where Wrapped: StableHashable {
    /// 0 for none; 1 and the value for some.
    public func hash(into hasher: inout StableHasher) {
        switch self {
        case .none: hasher.write(0)
        case .some(let value):
            hasher.write(1)
            hasher.combine(value)
        }
    }
}

extension Array: StableHashable where Element: StableHashable {
    /// The count, then each element in order.
    public func hash(into hasher: inout StableHasher) {
        hasher.write(UInt64(count))
        for element in self { hasher.combine(element) }
    }
}

extension Set: StableHashable where Element: StableHashable & Comparable {
    /// The count, then each element in ascending order (a set's own order differs between processes).
    public func hash(into hasher: inout StableHasher) { hasher.combine(sorted()) }
}

extension Dictionary: StableHashable where Key: StableHashable & Comparable, Value: StableHashable {
    /// The count, then each key and its value in ascending order of keys.
    public func hash(into hasher: inout StableHasher) {
        hasher.write(UInt64(count))
        for key in keys.sorted() {
            hasher.combine(key)
            hasher.combine(self[key]!)
        }
    }
}

extension Data: StableHashable {
    /// The count and the key of the bytes, hashed where they lie (not copied into the hasher).
    public func hash(into hasher: inout StableHasher) {
        hasher.write(UInt64(count))
        hasher.combine(withUnsafeBytes { StableHash.Key($0) })
    }
}

extension StableHash.Key: KeyIdentified {
    /// Its two words.
    public func hash(into hasher: inout StableHasher) {
        hasher.write(high)
        hasher.write(low)
    }
}

extension Keyed: KeyIdentified {
    /// The key of what the value was made from: it names the value.
    public func hash(into hasher: inout StableHasher) { hasher.combine(key) }
}
