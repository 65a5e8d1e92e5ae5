import Mermaid
import Testing

/// Parses `source`, recording an issue (and returning an empty chart) if it fails.
func parsed(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) -> Flowchart {
    do {
        return try FlowchartParser.parse(source)
    } catch {
        Issue.record("unexpected error: \(error)", sourceLocation: sourceLocation)
        return Flowchart()
    }
}

/// The error parsing `source` throws, recording an issue if it parses.
func parseError(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) -> DiagramError {
    do {
        let chart = try FlowchartParser.parse(source)
        Issue.record("expected an error, parsed \(chart.nodes.count) nodes", sourceLocation: sourceLocation)
        return DiagramError(line: 0, column: 0, message: "")
    } catch {
        return error
    }
}

extension Flowchart {
    /// The node with `id`; records an issue if missing.
    func requireNode(_ id: String, sourceLocation: SourceLocation = #_sourceLocation) -> Node {
        guard let node = node(id) else {
            Issue.record("no node '\(id)'; nodes: \(nodes.map(\.id))", sourceLocation: sourceLocation)
            return Node(id: id)
        }
        return node
    }

    /// The subgraph with `id`; records an issue if missing.
    func requireSubgraph(_ id: String, sourceLocation: SourceLocation = #_sourceLocation) -> Subgraph {
        guard let subgraph = subgraph(id) else {
            Issue.record("no subgraph '\(id)'; subgraphs: \(subgraphs.map(\.id))", sourceLocation: sourceLocation)
            return Subgraph(id: id)
        }
        return subgraph
    }

    /// `from->to` for every edge, for compact comparisons.
    var edgePairs: [String] { edges.map { "\($0.from)->\($0.to)" } }
}
