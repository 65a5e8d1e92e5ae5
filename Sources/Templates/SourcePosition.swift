/// A 1-based line and column (in Unicode scalars) in a template's source.
struct SourcePosition: Sendable, Equatable {
    /// The 1-based line number.
    var line: Int
    /// The 1-based column, counting Unicode scalars from the start of the line.
    var column: Int
}
