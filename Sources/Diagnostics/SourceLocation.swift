/// A position in a source file: a path relative to the site root, with 1-based line and column.
///
/// Columns count Unicode scalars, so a Japanese character is one column, as editors show it.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file's path, relative to the site root (for example `Content/es/x.md`).
    public var path: String
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column, in Unicode scalars.
    public var column: Int

    /// Creates a location.
    public init(path: String, line: Int, column: Int = 1) {
        self.path = path
        self.line = max(1, line)
        self.column = max(1, column)
    }

    /// `path:line:col`, the form editors and CI annotations understand. Control characters in the path (a
    /// file name with a newline, from a hostile pull request) are escaped (``PrintableText``), so a name can
    /// never start a line of its own, such as a `::workflow-command::` that CI would obey.
    public var description: String { "\(PrintableText.line(path)):\(line):\(column)" }

    /// Orders by path, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }

}
