import Config
import Content
import Diagnostics
import Snippets
import Theme

/// The state build steps share: each step reads what earlier steps produced and adds its own part.
public struct BuildContext: Sendable {
    /// The build's options.
    public var options: BuildOptions
    /// Loaded content (after the load step).
    public var content: SiteContent?
    /// Loaded theme (after the theme step).
    public var theme: Theme?
    /// What snippet checking found (after the check step).
    public var snippetReport: SnippetReport?
    /// Each article's body HTML, by source path (after the render step).
    public var articleBodies: [String: String] = [:]
    /// The files of the site, by output-relative path.
    public var files: [String: [UInt8]] = [:]
    /// Everything reported so far.
    public var diagnostics: [Diagnostic] = []
    /// Where steps report progress.
    public var reporter: any BuildReporter = SilentReporter()
    /// Text of every source file read, by site-relative path, for excerpts.
    public var sources: [String: String] = [:]
    /// Results of the previous build in this process, to reuse where inputs are unchanged.
    public var memo: BuildMemo?

    /// Creates an empty context.
    public init(options: BuildOptions) {
        self.options = options
    }

    /// Whether any error has been reported.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Adds a text file to the output.
    public mutating func write(_ path: String, _ text: String) {
        files[path] = Array(text.utf8)
    }

    /// The loaded content; only for steps that run after loading succeeded.
    var loadedContent: SiteContent {
        guard let content else { preconditionFailure("a step needing content ran before content loaded") }
        return content
    }

    /// The loaded theme; only for steps that run after it loaded.
    var loadedTheme: Theme {
        guard let theme else { preconditionFailure("a step needing the theme ran before it loaded") }
        return theme
    }
}
