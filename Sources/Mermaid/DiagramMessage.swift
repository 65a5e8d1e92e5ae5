/// A message about a diagram at a position of its source: a syntax error (``DiagramError``), or a non-fatal
/// remark (``DiagramWarning``) such as an ignored `click` handler. The two carry the same facts, so they are one
/// type under two names.
public struct DiagramMessage: Error, Sendable, Hashable, CustomStringConvertible {
    /// The 1-based line the message refers to (for an error, the offending token's).
    public var line: Int
    /// The 1-based column (in Unicode scalars) the message refers to.
    public var column: Int
    /// What was expected and what was found, or what was ignored or adjusted, and why.
    public var message: String

    /// Creates a message.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// The message prefixed with its position, e.g. `3:7: expected …`.
    public var description: String { "\(line):\(column): \(message)" }
}

/// A syntax error in a diagram, with the position of the offending token.
public typealias DiagramError = DiagramMessage

/// A non-fatal remark about the diagram, such as an ignored `click` handler.
public typealias DiagramWarning = DiagramMessage
