/// A syntax error in a diagram, with the position of the offending token.
public struct DiagramError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The 1-based line of the offending token.
    public var line: Int
    /// The 1-based column (in Unicode scalars) of the offending token.
    public var column: Int
    /// What was expected and what was found.
    public var message: String

    /// Creates an error.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// The message prefixed with its position, e.g. `3:7: expected …`.
    public var description: String { "\(line):\(column): \(message)" }
}
