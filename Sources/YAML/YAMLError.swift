/// A YAML text that could not be loaded, located relative to the text that was parsed.
public struct YAMLError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What the parser reported, in its words, plus context where it gave one.
    public var message: String
    /// 1-based line within the parsed text.
    public var line: Int
    /// 1-based column within the line.
    public var column: Int

    /// Creates an error.
    public init(message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }

    /// `line:col: message`.
    public var description: String { "\(line):\(column): \(message)" }
}
