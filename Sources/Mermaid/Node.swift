/// A node of the flowchart.
public struct Node: Sendable, Hashable {
    /// The identifier used to refer to the node.
    public var id: String
    /// The text shown in the node; the id when no label was given.
    public var label: Label
    /// The outline of the node.
    public var shape: Shape
    /// CSS classes from `class` statements and `:::name`, in source order, without duplicates.
    public var classes: [String]
    /// Declarations from `style id …` statements, merged in source order.
    public var style: Style
    /// The 1-based line where the node first appears.
    public var line: Int
    /// The 1-based column (in Unicode scalars) where the node first appears.
    public var column: Int

    /// Creates a node.
    public init(
        id: String, label: Label? = nil, shape: Shape = .rectangle, classes: [String] = [],
        style: Style = Style(), line: Int = 0, column: Int = 0
    ) {
        self.id = id
        self.label = label ?? Label(plainText: id)
        self.shape = shape
        self.classes = classes
        self.style = style
        self.line = line
        self.column = column
    }
}
