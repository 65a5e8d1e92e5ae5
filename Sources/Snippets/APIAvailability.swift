import Incremental

/// What the stubs say about an API name: when it appeared and when it was deprecated.
public struct APIAvailability: Sendable, Hashable, Codable {
    /// `17.0`; `nil` when the stubs give no version.
    public var introduced: String?
    /// `17.0` when deprecated (not for Apple's "future" 100000 deprecations).
    public var deprecated: String?
    /// The deprecation message, if any.
    public var message: String?

    /// Creates an entry.
    public init(introduced: String?, deprecated: String?, message: String?) {
        self.introduced = introduced
        self.deprecated = deprecated
        self.message = message
    }
}

extension APIAvailability: StableHashable {
    /// Every stored field, in order.
    public func hash(into hasher: inout StableHasher) {
        hasher.combine(introduced)
        hasher.combine(deprecated)
        hasher.combine(message)
    }
}
