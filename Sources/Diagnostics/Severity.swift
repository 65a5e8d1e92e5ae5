/// How serious a diagnostic is.
public enum Severity: String, Sendable, Hashable, Comparable {
    /// Stops the build: CI fails, `Output/` is left as it was.
    case error
    /// Reported, but the build goes on.
    case warning
    /// Extra context attached to another diagnostic.
    case note

    private var rank: Int {
        switch self {
        case .error: 2
        case .warning: 1
        case .note: 0
        }
    }

    /// Errors sort above warnings, warnings above notes.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
