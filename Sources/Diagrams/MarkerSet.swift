import Mermaid

/// The arrowhead, circle and cross markers a diagram uses, one set per edge colour.
struct MarkerSet {
    let prefix: String
    /// Custom stroke colours in first-use order; index 0 is the theme colour.
    private(set) var colors: [String?] = [nil]

    init(chart: Flowchart, prefix: String) {
        self.prefix = prefix
        for edge in chart.edges where edge.stroke != .invisible {
            let color = EdgeStyle(edge).stroke
            if let color, !colors.contains(color) { colors.append(color) }
        }
    }

    /// `url(#…)` for a marker kind in a colour, or `nil` for no marker.
    func reference(_ marker: Marker, color: String?) -> String? {
        let index = colors.firstIndex(of: color) ?? 0
        switch marker {
        case .none: return nil
        case .arrow: return "url(#\(prefix)-arrow-\(index))"
        case .circle: return "url(#\(prefix)-circle-\(index))"
        case .cross: return "url(#\(prefix)-cross-\(index))"
        }
    }

    /// Writes `<defs>` with every marker in every colour.
    func write(into svg: inout SVGWriter) {
        svg.raw("<defs>")
        for (index, color) in colors.enumerated() {
            let fill = color ?? FlowchartRenderer.edgeColor
            let cls = color == nil ? "pu-marker" : "pu-marker pu-custom-fill"
            let common: [(String, String?)] = [
                ("markerUnits", "userSpaceOnUse"), ("markerWidth", "12"), ("markerHeight", "12"),
                ("orient", "auto-start-reverse"), ("viewBox", "0 0 12 12"),
            ]
            svg.element(
                "marker", [("id", "\(prefix)-arrow-\(index)"), ("refX", "11"), ("refY", "6")] + common,
                selfClosing: false)
            svg.element("path", [("class", cls), ("d", "M1 1L11 6L1 11z"), ("fill", fill)])
            svg.close("marker")
            svg.element(
                "marker", [("id", "\(prefix)-circle-\(index)"), ("refX", "10"), ("refY", "6")] + common,
                selfClosing: false)
            svg.element("circle", [("class", cls), ("cx", "6"), ("cy", "6"), ("r", "4"), ("fill", fill)])
            svg.close("marker")
            svg.element(
                // The cross's far arm (x 10, stroke 2) ends where the edge ends: wholly outside the node.
                "marker", [("id", "\(prefix)-cross-\(index)"), ("refX", "11"), ("refY", "6")] + common,
                selfClosing: false)
            svg.element(
                "path",
                [
                    ("class", color == nil ? "pu-marker-line" : "pu-marker-line pu-custom-stroke"),
                    ("d", "M2 2L10 10M10 2L2 10"), ("stroke", fill), ("stroke-width", "2"), ("fill", "none"),
                ])
            svg.close("marker")
        }
        svg.raw("</defs>")
    }
}
