/// Parses mermaid flowchart source (`flowchart` / `graph` diagrams) into a `Flowchart`.
///
/// The parser is a single forward pass over the source with bounded look-ahead, so its
/// running time is linear in the length of the diagram.
public enum FlowchartParser {
    /// Parses a diagram. Positions are 1-based line/column (Unicode scalars) within `source`.
    public static func parse(_ source: String) throws(DiagramError) -> Flowchart {
        var parser = StatementParser(source: source)
        return try parser.parse()
    }
}
