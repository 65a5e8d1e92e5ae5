/// Mermaid's names for the shapes that node data picks (`A@{ shape: cyl }`, mermaid 11.3): each shape's short
/// name first, then the aliases mermaid accepts for it (its documented ones, then its older internal names).
/// The names are mermaid's; they are matched exactly, as mermaid matches them.
enum ShapeName {
    /// Every shape with its names, short name first, in the order of mermaid's shape table.
    static let table: [(shape: Shape, names: [String])] = [
        (.rectangle, ["rect", "proc", "process", "rectangle", "squareRect"]),
        (.rounded, ["rounded", "event", "roundedRect"]),
        (.stadium, ["stadium", "terminal", "pill"]),
        (.subroutine, ["fr-rect", "subprocess", "subproc", "framed-rectangle", "subroutine"]),
        (.cylinder, ["cyl", "db", "database", "cylinder"]),
        (.dataStore, ["datastore", "data-store"]),
        (.circle, ["circle", "circ"]),
        (.bang, ["bang"]),
        (.cloud, ["cloud"]),
        (.rhombus, ["diam", "decision", "diamond", "question"]),
        (.hexagon, ["hex", "hexagon", "prepare"]),
        (.parallelogram, ["lean-r", "lean-right", "in-out", "lean_right"]),
        (.parallelogramAlt, ["lean-l", "lean-left", "out-in", "lean_left"]),
        (.trapezoid, ["trap-b", "priority", "trapezoid-bottom", "trapezoid"]),
        (.trapezoidAlt, ["trap-t", "manual", "trapezoid-top", "inv-trapezoid", "inv_trapezoid"]),
        (.doubleCircle, ["dbl-circ", "double-circle", "doublecircle"]),
        (.text, ["text"]),
        (.notchedRectangle, ["notch-rect", "card", "notched-rectangle"]),
        (.linedRectangle, ["lin-rect", "lined-rectangle", "lined-process", "lin-proc", "shaded-process"]),
        (.smallCircle, ["sm-circ", "start", "small-circle", "stateStart"]),
        (.framedCircle, ["fr-circ", "stop", "framed-circle", "stateEnd"]),
        (.fork, ["fork", "join", "forkJoin"]),
        (.hourglass, ["hourglass", "collate"]),
        (.braceLeft, ["brace", "comment", "brace-l"]),
        (.braceRight, ["brace-r"]),
        (.braces, ["braces"]),
        (.bolt, ["bolt", "com-link", "lightning-bolt"]),
        (.document, ["doc", "document"]),
        (.delay, ["delay", "half-rounded-rectangle"]),
        (.horizontalCylinder, ["h-cyl", "das", "horizontal-cylinder"]),
        (.linedCylinder, ["lin-cyl", "disk", "lined-cylinder"]),
        (.curvedTrapezoid, ["curv-trap", "curved-trapezoid", "display"]),
        (.dividedRectangle, ["div-rect", "div-proc", "divided-rectangle", "divided-process"]),
        (.triangle, ["tri", "extract", "triangle"]),
        (.windowPane, ["win-pane", "internal-storage", "window-pane"]),
        (.filledCircle, ["f-circ", "junction", "filled-circle"]),
        (.notchedPentagon, ["notch-pent", "loop-limit", "notched-pentagon"]),
        (.flippedTriangle, ["flip-tri", "manual-file", "flipped-triangle"]),
        (.slopedRectangle, ["sl-rect", "manual-input", "sloped-rectangle"]),
        (.stackedDocument, ["docs", "documents", "st-doc", "stacked-document"]),
        (.stackedRectangle, ["st-rect", "procs", "processes", "stacked-rectangle"]),
        (.bowTieRectangle, ["bow-rect", "stored-data", "bow-tie-rectangle"]),
        (.crossedCircle, ["cross-circ", "summary", "crossed-circle"]),
        (.taggedDocument, ["tag-doc", "tagged-document"]),
        (.taggedRectangle, ["tag-rect", "tagged-rectangle", "tag-proc", "tagged-process"]),
        (.flag, ["flag", "paper-tape"]),
        (.asymmetric, ["odd", "rect_left_inv_arrow"]),
        (.linedDocument, ["lin-doc", "lined-document"]),
    ]

    /// Shape names mermaid knows from its other diagrams (state, kanban, class, mindmap, ER, requirement) or for icons and images, which
    /// its flowchart documentation does not list: refused with that reason rather than as unknown.
    static let otherDiagrams: Set<String> = [
        "state", "choice", "note", "rectWithTitle", "labelRect", "iconSquare", "iconCircle", "icon", "iconRounded",
        "imageSquare", "kanbanItem", "anchor", "classBox", "class-box", "mindmapCircle", "defaultMindmapNode", "erBox",
        "requirementBox",
    ]

    /// Each name's shape.
    static let byName: [String: Shape] = {
        var map: [String: Shape] = [:]
        for (shape, names) in table {
            for name in names { map[name] = shape }
        }
        return map
    }()

    /// The shape called `name`, if mermaid's flowcharts know it.
    static func shape(named name: String) -> Shape? { byName[name] }

    /// Mermaid's short name for `shape`.
    static func shortName(of shape: Shape) -> String {
        table.first { $0.shape == shape }?.names[0] ?? "rect"
    }
}

extension Shape {
    /// Mermaid's short name for the shape, as written in `@{ shape: … }`.
    public var mermaidName: String { ShapeName.shortName(of: self) }

    /// Whether mermaid draws the shape as a symbol with no text in it (start and stop points, junctions, forks,
    /// the hourglass, the lightning bolt and the crossed circle): a label given to one is not drawn.
    public var drawsNoText: Bool {
        switch self {
        case .smallCircle, .framedCircle, .filledCircle, .fork, .hourglass, .bolt, .crossedCircle: true
        default: false
        }
    }
}
