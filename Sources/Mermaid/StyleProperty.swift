/// One CSS-like declaration such as `fill:#a6e3a1`.
public struct StyleProperty: Sendable, Hashable {
    /// The property name as written, e.g. `stroke-width`.
    public var name: String
    /// The value as written, trimmed, e.g. `4px` or `5 5`.
    public var value: String

    /// Creates a declaration.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

extension StyleProperty: CustomStringConvertible {
    /// The declaration as `name:value`.
    public var description: String { "\(name):\(value)" }
}
