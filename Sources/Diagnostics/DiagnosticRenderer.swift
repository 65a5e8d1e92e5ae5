import Foundation

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
            out += "  = help: \(PrintableText.lines(help, continuation: "  |   "))\n"
        }
        return out
    }

    /// The widest excerpt shown, in Unicode scalars; a longer line is cut around the column, with `…` marks.
    public static let excerptWidth = 160

    /// The source line at `location` with a caret under the column, or `nil` when the file is unknown.
    public func excerpt(at location: SourceLocation) -> String? {
        guard let text = lookup(location.path), let found = lines.line(location.line, of: location.path, in: text)
        else { return nil }
        var line = found
        if line.hasSuffix("\r") { line = line.dropLast() }
        // A line of a generated or pasted file can be megabytes long: show a window around the column.
        var scalars = line.unicodeScalars[...]
        var column = max(1, location.column)
        var prefix = ""
        var suffix = ""
        if scalars.count > Self.excerptWidth {
            let start = max(0, min(column - 1 - Self.excerptWidth / 2, scalars.count - Self.excerptWidth))
            let lower = scalars.index(scalars.startIndex, offsetBy: start)
            let upper = scalars.index(lower, offsetBy: Self.excerptWidth)
            if start > 0 { prefix = "…" }
            if upper < scalars.endIndex { suffix = "…" }
            scalars = scalars[lower..<upper]
            column = column - start + (prefix.isEmpty ? 0 : 1)
        }
        // Each scalar printed as it is safe to print (a control character as an escape), the caret placed
        // under the printed form of the scalar at the column.
        let pieces = PrintableText.sourcePieces(Array(scalars))
        let shown = prefix + pieces.joined() + suffix
        let gutter = String(location.line)
        let pad = String(repeating: " ", count: gutter.count)
        // Tabs stay tabs under the caret so it lines up in any terminal.
        var caretPad = prefix.isEmpty ? "" : String(repeating: " ", count: DisplayWidth.of("…"))
        for piece in pieces.prefix(max(0, column - 1 - (prefix.isEmpty ? 0 : 1))) {
            for scalar in piece.unicodeScalars {
                caretPad += scalar == "\t" ? "\t" : String(repeating: " ", count: DisplayWidth.of(scalar))
            }
        }
        return "\(pad) |\n\(gutter) | \(shown)\n\(pad) | \(caretPad)^\n"
    }

    /// Where each line of each file starts, computed once per file, so a thousand diagnostics in one file
    /// cost one pass over it, not a thousand.
    private let lines = LineIndex()
}

/// Line start offsets per file, shared by every excerpt a renderer prints.
final class LineIndex: @unchecked Sendable {
    private let lock = NSLock()
    private var starts: [String: (count: Int, offsets: [String.Index])] = [:]

    /// Line `number` (1-based) of `text`, known as `path`.
    func line(_ number: Int, of path: String, in text: String) -> Substring? {
        let offsets: [String.Index] = lock.withLock {
            if let known = starts[path], known.count == text.utf8.count { return known.offsets }
            var found = [text.startIndex]
            var index = text.startIndex
            let utf8 = text.utf8
            while let newline = utf8[index...].firstIndex(of: UInt8(ascii: "\n")) {
                index = utf8.index(after: newline)
                found.append(index)
            }
            starts[path] = (text.utf8.count, found)
            return found
        }
        guard number >= 1, number <= offsets.count else { return nil }
        let start = offsets[number - 1]
        let end = number < offsets.count ? text.utf8.index(before: offsets[number]) : text.endIndex
        return text[start..<end]
    }
}
