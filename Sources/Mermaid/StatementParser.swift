/// Reads a flowchart statement by statement and records what it declares in a `GraphBuilder`.
///
/// Each statement is read left to right with at most a few scalars of look-ahead and no
/// backtracking beyond that, so parsing is linear in the size of the source. Subgraphs are
/// tracked with an explicit stack instead of recursion, so deep nesting cannot overflow.
struct StatementParser {
    /// The normalised source.
    let source: SourceText
    /// The index of the next scalar to read.
    var index = 0
    /// Collects nodes, edges, subgraphs and styles.
    var builder = GraphBuilder()
    /// Builder records of the subgraphs whose `end` has not been read yet, innermost last.
    var openSubgraphs: [Int] = []
    /// The last node group of the statement just read, when it ended with nodes: a link at the start of the
    /// next line goes on from them, as mermaid reads a line break before a link as a space.
    var continuation: [String]?

    /// Prepares to parse `source`.
    init(source: String) {
        self.source = SourceText(source)
    }

    /// Parses the whole diagram.
    mutating func parse() throws(DiagramError) -> Flowchart {
        try parseHeader()
        try parseStatements()
        return builder.finish()
    }
}
