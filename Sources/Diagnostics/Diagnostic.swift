/// One message for the user, located in a source file where possible.
///
/// Every error a user can hit becomes a `Diagnostic` and is rendered in one place,
/// ``DiagnosticRenderer``, as `path:line:col: severity: message`.
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    /// Error, warning or note.
    public var severity: Severity
    /// Where the problem is; `nil` for problems with no file (a missing tool, a bad flag).
    public var location: SourceLocation?
    /// What is wrong, in one sentence without a trailing period.
    public var message: String
    /// How to fix it, when Puente knows.
    public var help: String?
    /// Related notes, each possibly with its own location.
    public var notes: [Diagnostic]

    /// Creates a diagnostic.
    public init(
        _ severity: Severity,
        _ message: String,
        at location: SourceLocation? = nil,
        help: String? = nil,
        notes: [Diagnostic] = []
    ) {
        self.severity = severity
        self.location = location
        self.message = message
        self.help = help
        self.notes = notes
    }

    /// Shorthand for an error.
    public static func error(_ message: String, at location: SourceLocation? = nil, help: String? = nil)
        -> Diagnostic
    {
        Diagnostic(.error, message, at: location, help: help)
    }

    /// Shorthand for a warning.
    public static func warning(_ message: String, at location: SourceLocation? = nil, help: String? = nil)
        -> Diagnostic
    {
        Diagnostic(.warning, message, at: location, help: help)
    }

    /// Orders diagnostics by file, line and column; unlocated ones first.
    public static func sourceOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        switch (a.location, b.location) {
        case (nil, nil): return false
        case (nil, _): return true
        case (_, nil): return false
        case (let x?, let y?): return x < y
        }
    }

    /// The form without excerpt: `path:line:col: error: message`. Every field is printable
    /// (``PrintableText``): a message of several lines (a compiler's output) continues on lines that start
    /// with `  | `, so no text from the site starts a line.
    public var description: String {
        let prefix = location.map { "\($0): " } ?? ""
        return "\(prefix)\(severity.rawValue): \(PrintableText.lines(message, continuation: "  | "))"
    }
}

/// A typed error that knows how to describe itself as a located ``Diagnostic``.
///
/// Each stage throws its own enum (`ConfigError`, `ContentError`, `SnippetError`, `ThemeError`, `OutputError`, …);
/// the CLI renders them all alike.
public protocol DiagnosticConvertible: Error {
    /// The diagnostic this error stands for.
    var diagnostic: Diagnostic { get }
}

extension Diagnostic: DiagnosticConvertible {
    /// A diagnostic is its own diagnostic.
    public var diagnostic: Diagnostic { self }
}
