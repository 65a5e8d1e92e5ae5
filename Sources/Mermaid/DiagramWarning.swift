/// A non-fatal remark about the diagram, such as an ignored `click` handler.
public struct DiagramWarning: Sendable, Hashable, CustomStringConvertible {
    /// The 1-based line the warning refers to.
    public var line: Int
    /// The 1-based column (in Unicode scalars) the warning refers to.
    public var column: Int
    /// What was ignored or adjusted, and why.
    public var message: String

    /// Creates a warning.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// The message prefixed with its position, e.g. `3:7: click handlers …`.
    public var description: String { "\(line):\(column): \(message)" }
}
