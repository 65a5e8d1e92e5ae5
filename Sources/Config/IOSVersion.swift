import Incremental
import TextBasics

/// An iOS version such as `15` or `16.4`, as written in front matter and `@available`.
public struct IOSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Major version.
    public var major: Int
    /// Minor version.
    public var minor: Int

    /// Creates a version.
    public init(major: Int, minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// Parses `15`, `15.0` or `16.4`; `nil` for anything else or versions outside 2…99.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
            let major = Int(parts[0]), (2...99).contains(major)
        else { return nil }
        let minor = parts.count == 2 ? Int(parts[1]) ?? -1 : 0
        guard (0...9).contains(minor) else { return nil }
        self.init(major: major, minor: minor)
    }

    /// `16.4`, or `15.0` for a whole version (the form `@available` and `#available` use).
    public var description: String { "\(major).\(minor)" }

    /// Orders by major, then minor.
    public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }
}

extension IOSVersion: StableHashable {
    /// Every stored field, in order.
    public func hash(into hasher: inout StableHasher) {
        hasher.combine(major)
        hasher.combine(minor)
    }
}
