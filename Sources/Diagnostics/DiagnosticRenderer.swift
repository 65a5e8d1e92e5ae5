/// Renders diagnostics for people: the `path:line:col` line, an excerpt of the source with a caret, notes and help.
public struct DiagnosticRenderer: Sendable {
    /// Looks up a file's text by its site-relative path, for excerpts; `nil` when unknown.
    public typealias SourceLookup = @Sendable (String) -> String?

    private let lookup: SourceLookup

    /// Creates a renderer that reads excerpts through `lookup`.
    public init(lookup: @escaping SourceLookup) {
        self.lookup = lookup
    }

    /// The full text shown for `diagnostic`, ending with a newline.
    public func render(_ diagnostic: Diagnostic) -> String {
        var out = diagnostic.description + "\n"
        if let location = diagnostic.location, let excerpt = excerpt(at: location) {
            out += excerpt
        }
        for note in diagnostic.notes {
            out += note.description + "\n"
            // A note on the same line as its diagnostic needs no second excerpt.
            if let location = note.location,
                location.line != diagnostic.location?.line || location.path != diagnostic.location?.path,
                let excerpt = excerpt(at: location)
            {
                out += excerpt
            }
        }
        if let help = diagnostic.help {
            out += "  = help: \(help)\n"
        }
        return out
    }

    /// The source line at `location` with a caret under the column, or `nil` when the file is unknown.
    public func excerpt(at location: SourceLocation) -> String? {
        guard let text = lookup(location.path) else { return nil }
        var lineNumber = 1
        var found: Substring?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if lineNumber == location.line {
                found = line
                break
            }
            lineNumber += 1
        }
        guard var line = found else { return nil }
        if line.hasSuffix("\r") { line = line.dropLast() }
        let gutter = String(location.line)
        let pad = String(repeating: " ", count: gutter.count)
        // Tabs stay tabs under the caret so it lines up in any terminal.
        var caretPad = ""
        for (index, scalar) in line.unicodeScalars.enumerated() where index < location.column - 1 {
            caretPad += scalar == "\t" ? "\t" : String(repeating: " ", count: DisplayWidth.of(scalar))
        }
        return "\(pad) |\n\(gutter) | \(line)\n\(pad) | \(caretPad)^\n"
    }
}
