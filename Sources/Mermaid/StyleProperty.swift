/// One CSS-like declaration such as `fill:#a6e3a1`.
public struct StyleProperty: Sendable, Hashable {
    /// The property name as written, e.g. `stroke-width`.
    public var name: String
    /// The value as written, trimmed, e.g. `4px` or `5 5`.
    public var value: String
    /// Where the declaration starts in the diagram's source (1-based line and column; 0 when it was not
    /// parsed from a source). Not part of equality: the same declaration written elsewhere is the same.
    public var line: Int
    /// See ``line``.
    public var column: Int

    /// Creates a declaration.
    public init(name: String, value: String, line: Int = 0, column: Int = 0) {
        self.name = name
        self.value = value
        self.line = line
        self.column = column
    }

    /// Equal when the name and value are: where a declaration was written does not matter.
    public static func == (a: StyleProperty, b: StyleProperty) -> Bool {
        a.name == b.name && a.value == b.value
    }

    /// Hashes the name and value, as ``==`` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(value)
    }
}

extension StyleProperty: CustomStringConvertible {
    /// The declaration as `name:value`.
    public var description: String { "\(name):\(value)" }
}
