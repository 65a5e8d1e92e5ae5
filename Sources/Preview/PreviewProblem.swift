/// One problem of a failed build, as the error overlay lists it (`file:line:col: severity: message`).
public struct PreviewProblem: Sendable, Equatable, Codable {
    /// The site-relative path of the file with the problem.
    public var file: String
    /// The 1-based line of the problem, or 0 when it concerns the whole file.
    public var line: Int
    /// The 1-based column of the problem, or 0 when it concerns the whole line.
    public var column: Int
    /// The severity as the build reports it, such as `error` or `warning`.
    public var severity: String
    /// The one-line description of the problem.
    public var message: String
    /// The source lines around the problem with a caret, or an empty string.
    public var excerpt: String

    /// Creates a problem from its parts.
    public init(file: String, line: Int, column: Int, severity: String, message: String, excerpt: String) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
        self.excerpt = excerpt
    }
}
