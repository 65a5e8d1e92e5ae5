import Config
import Diagnostics

/// Problems with a ```` ```mermaid ```` block, located in the article.
public enum DiagramIssue: DiagnosticConvertible, Equatable {
    /// The flowchart does not parse: what was expected and what was found.
    case syntax(SourceLocation, message: String)
    /// Parsed, but something is ignored (a `click` handler, an init directive).
    case ignored(SourceLocation, message: String)
    /// Graphviz could not lay it out.
    case layout(SourceLocation, message: String)
    /// Colours the author chose for a label and its fill that are too close to read.
    case lowContrast(SourceLocation, message: String)
    /// More nodes than `limits.diagram_nodes`.
    case limitExceeded(SourceLocation, BuildLimits.Exceeded)

    /// The diagnostic.
    public var diagnostic: Diagnostic {
        switch self {
        case .syntax(let location, let message):
            .error(
                message, at: location,
                help: "see the flowchart and sequence diagram syntax in \(BuiltInFiles.guide("authoring.md"))")
        case .ignored(let location, let message):
            .warning(message, at: location)
        case .layout(let location, let message):
            .error(message, at: location)
        case .lowContrast(let location, let message):
            .warning(message, at: location)
        case .limitExceeded(let location, let exceeded):
            .error(exceeded.message, at: location, help: exceeded.help)
        }
    }
}
