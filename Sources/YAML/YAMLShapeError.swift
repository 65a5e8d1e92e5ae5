/// A YAML value that parsed but has the wrong shape for what reads it, located relative to the parsed text.
public struct YAMLShapeError: Error, Sendable, Hashable {
    /// What went wrong.
    public enum Problem: Sendable, Hashable {
        /// A required key is absent from a mapping.
        case missingKey(String)
        /// A value is of the wrong kind; `expected` says what was wanted (for example "a string").
        case wrongKind(key: String, expected: String, found: String)
        /// A value has the right kind but is not acceptable; `reason` says why.
        case invalidValue(key: String, value: String, reason: String)
    }

    /// The problem.
    public var problem: Problem
    /// 1-based line within the parsed text.
    public var line: Int
    /// 1-based column.
    public var column: Int

    /// Creates an error.
    public init(_ problem: Problem, line: Int, column: Int) {
        self.problem = problem
        self.line = line
        self.column = column
    }

    /// The message, without location: "expected a string for 'title', found a list".
    public var message: String {
        switch problem {
        case .missingKey(let key): "missing required key '\(key)'"
        case .wrongKind(let key, let expected, let found): "expected \(expected) for '\(key)', found \(found)"
        case .invalidValue(let key, let value, let reason): "invalid value '\(value)' for '\(key)': \(reason)"
        }
    }
}
