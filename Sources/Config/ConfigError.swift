import Diagnostics

/// Problems with `Content/site.yml`.
public enum ConfigError: DiagnosticConvertible, Equatable {
    /// The file does not exist.
    case missing(path: String)
    /// The file is not valid YAML.
    case invalidYAML(SourceLocation, message: String)
    /// A value has the wrong shape.
    case invalidValue(SourceLocation, message: String, help: String?)
    /// A key Puente does not know; probably a typo.
    case unknownKey(SourceLocation, key: String, suggestion: String?)
    /// More unknown keys in one mapping than are reported one by one.
    case moreUnknownKeys(SourceLocation, count: Int, allowed: [String])
    /// A value that works but is likely a mistake (an accent colour too faint to read links in).
    case doubtfulValue(SourceLocation, message: String, help: String?)

    /// The located diagnostic.
    public var diagnostic: Diagnostic {
        switch self {
        case .missing(let path):
            .error(
                "site configuration not found",
                at: SourceLocation(path: path, line: 1),
                help: "run puente init to create a site, or create \(path) with base_url and languages; see "
                    + BuiltInFiles.guide("authoring.md"))
        case .invalidYAML(let location, let message):
            .error("invalid YAML: \(message)", at: location)
        case .invalidValue(let location, let message, let help):
            .error(message, at: location, help: help)
        case .doubtfulValue(let location, let message, let help):
            .warning(message, at: location, help: help)
        case .moreUnknownKeys(let location, let count, let allowed):
            .warning(
                "\(count) more unknown keys from here on; they are ignored", at: location,
                help: "known keys here: \(allowed.joined(separator: ", "))")
        case .unknownKey(let location, let key, let suggestion):
            .warning(
                "unknown key '\(key)' in site configuration; it is ignored", at: location,
                help: suggestion.map { "did you mean '\($0)'?" })
        }
    }
}
