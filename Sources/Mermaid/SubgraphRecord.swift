/// What the builder knows about one `subgraph … end` block while parsing.
struct SubgraphRecord: Sendable {
    /// The id given in the header, or `nil` when mermaid would generate one.
    var explicitID: String?
    /// The final id, known once `end` is read.
    var id: String?
    /// The title.
    var title: Label
    /// The last `direction` inside the block.
    var direction: Direction?
    /// Ids referenced by vertex statements directly in the block (and ids of subgraphs
    /// nested in it), in order of first appearance.
    var body: [String] = []
    /// `body` as a set, for de-duplication.
    var bodySet: Set<String> = []
    /// The ids this subgraph ended up owning (an id belongs to the first subgraph to close
    /// around it, as in mermaid's `makeUniq`).
    var members: [String] = []
    /// Set when a later block reused an earlier subgraph's id and was merged into it.
    var mergedInto: Int?
    /// Classes from `class` statements.
    var classes: [String] = []
    /// Declarations from `style` statements.
    var style = Style()
    /// The 1-based line of the `subgraph` keyword.
    var line: Int
    /// The 1-based column of the `subgraph` keyword.
    var column: Int
    /// The source index of the `subgraph` keyword.
    var position: Int

    /// How to name the subgraph in messages.
    var displayName: String {
        if let explicitID {
            return "'\(explicitID)'"
        }
        let title = self.title.plainText
        return title.isEmpty ? "(untitled)" : "'\(title)'"
    }

    /// Notes that `id` is referenced directly inside the block.
    mutating func addToBody(_ id: String) {
        if bodySet.insert(id).inserted {
            body.append(id)
        }
    }
}
