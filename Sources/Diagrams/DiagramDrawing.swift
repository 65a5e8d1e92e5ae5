import Config
import Mermaid

/// A parsed ```` ```mermaid ```` block, whichever kind it is: what the node limit counts, what it warns
/// about, and how it is drawn.
enum DiagramDrawing {
    case flowchart(Flowchart)
    case sequence(SequenceDiagram)

    /// Parses `source` as the kind its header names.
    init(_ source: String) throws(DiagramError) {
        self =
            SequenceParser.isSequence(source)
            ? .sequence(try SequenceParser.parse(source)) : .flowchart(try FlowchartParser.parse(source))
    }

    /// What `limits.diagram_nodes` counts: nodes, or a sequence's participants and events.
    var size: Int {
        switch self {
        case .flowchart(let chart): chart.nodes.count
        case .sequence(let diagram): diagram.participants.count + diagram.events.count
        }
    }

    /// What `limits.diagram_edges` counts: a flowchart's edges (a sequence diagram has none to lay out).
    var edgeCount: Int {
        switch self {
        case .flowchart(let chart): chart.edges.count
        case .sequence: 0
        }
    }

    /// The edge limit's error when `edgeCount` is above `limit`.
    func edgesExceeded(_ limit: Int) -> BuildLimits.Exceeded {
        BuildLimits.Exceeded(
            key: "diagram_edges", found: "this flowchart has \(BuildLimits.Exceeded.grouped(edgeCount)) edges",
            limit: limit,
            alternative: "split it into several flowcharts")
    }

    /// The limit's error when `size` is above `limit`.
    func exceeded(_ limit: Int) -> BuildLimits.Exceeded {
        switch self {
        case .flowchart:
            BuildLimits.Exceeded(
                key: "diagram_nodes", found: "this flowchart has \(size) nodes", limit: limit,
                alternative: "split it into several flowcharts")
        case .sequence:
            BuildLimits.Exceeded(
                key: "diagram_nodes", found: "this sequence diagram has \(size) participants and events", limit: limit,
                alternative: "split it into several diagrams")
        }
    }

    /// Its warnings, in the diagram's own lines: what was read and not drawn, and author colours too close.
    var issues: [(DiagramWarning, lowContrast: Bool)] {
        switch self {
        case .flowchart(let chart):
            chart.warnings.map { ($0, false) } + StyleResolver.contrastWarnings(chart).map { ($0, true) }
        case .sequence(let diagram):
            diagram.warnings.map { ($0, false) }
                + diagram.events.compactMap { event in
                    guard case .backgroundStart(let color, let line) = event, CSSColor(color) == nil else { return nil }
                    return (
                        DiagramWarning(
                            line: line, column: 1,
                            message: "'\(color)' is not a CSS colour; the background is drawn in the theme's"), false
                    )
                }
        }
    }

    /// The figure, its ids starting with `prefix`.
    func render(prefix: String, strings: DiagramStrings, measure: TextMeasure) throws(DiagramRenderError)
        -> FlowchartRenderer.Rendered
    {
        switch self {
        case .flowchart(let chart):
            try FlowchartRenderer.render(chart, prefix: prefix, strings: strings, measure: measure)
        case .sequence(let diagram):
            SequenceRenderer.render(diagram, prefix: prefix, strings: strings, measure: measure)
        }
    }
}
