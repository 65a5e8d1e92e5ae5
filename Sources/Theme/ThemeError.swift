import Diagnostics
import Templates

/// Problems with the files under `Theme/`.
public enum ThemeError: DiagnosticConvertible, Equatable {
    /// A required template or strings file is missing.
    case missingFile(path: String, purpose: String)
    /// A template does not parse, or names a partial that does not exist.
    case template(path: String, line: Int, column: Int, message: String)
    /// A strings file is not valid YAML or has the wrong shape.
    case invalidStrings(SourceLocation, message: String)
    /// A strings file lacks a key the templates need.
    case missingString(SourceLocation, key: String, language: String)
    /// Neither the site nor the built-in theme has strings for a language, so the English ones stand in.
    case fallbackStrings(path: String, language: String)
    /// A site's strings file sets a key neither the built-in strings nor the templates use: probably a typo.
    case unknownString(SourceLocation, key: String, suggestion: String?)
    /// A setting of `site.yml` that needs the theme (a logo, a stylesheet) names a file it does not have.
    case setting(SourceLocation, message: String, help: String?)
    /// A tag names a key the data of no page that renders the template has (a typo: `{{sitee.title}}`), so it
    /// would render nothing; `suggestion` is the closest name the data has there.
    case unknownName(path: String, line: Int, column: Int, name: String, suggestion: String?)

    /// The located diagnostic.
    public var diagnostic: Diagnostic {
        switch self {
        case .missingFile(let path, let purpose):
            .error(
                "theme file is missing: \(path) (\(purpose))", at: SourceLocation(path: path, line: 1),
                help: "add it to the site, or reinstall Puente so its built-in theme is found "
                    + "(set \(BuiltInFiles.environmentVariable) to a folder holding Theme/ to use another)")
        case .fallbackStrings(let path, let language):
            .warning(
                "no user-interface strings for '\(language)': pages in it use the English ones",
                at: SourceLocation(path: path, line: 1),
                help: "add \(path), starting from a copy of the built-in \(ThemeLoader.stringsFolder)/en.yml "
                    + "(`puente theme eject` copies the whole theme)")
        case .template(let path, let line, let column, let message):
            .error(message, at: SourceLocation(path: path, line: line, column: column))
        case .unknownName(let path, let line, let column, let name, let suggestion):
            .warning(
                "unknown variable '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                at: SourceLocation(path: path, line: line, column: column),
                help: suggestion == nil
                    ? "no page's data has this name, so it renders nothing; the names each page has are in docs/theme.md"
                    : nil)
        case .invalidStrings(let location, let message):
            .error(message, at: location)
        case .unknownString(let location, let key, let suggestion):
            .warning(
                "unknown string key '\(key)'; no template uses it", at: location,
                help: suggestion.map { "did you mean '\($0)'?" }
                    ?? "a site's strings file lists only the built-in keys it changes")
        case .setting(let location, let message, let help):
            .error(message, at: location, help: help)
        case .missingString(let location, let key, let language):
            .error(
                "strings for '\(language)' lack the key '\(key)'", at: location,
                help: "add '\(key): \"…\"' to this file; every language needs every key")
        }
    }

    /// Maps an error from the template engine to the template file's path; a partial naming no template
    /// suggests the closest of `templateNames`.
    static func from(_ error: TemplateError, directory: String, templateNames: [String] = []) -> ThemeError {
        var message = error.reason.description
        if case .missingPartial(let name) = error.reason,
            let suggestion = Spelling.closest(to: name, in: templateNames)
        {
            message += "; did you mean '{{> \(suggestion)}}'?"
        }
        return .template(
            path: "\(directory)/\(error.template).mustache", line: error.line, column: error.column, message: message)
    }
}
