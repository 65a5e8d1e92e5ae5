import Mermaid

/// Draws the node shapes centred on a point: the 14 classic shapes here, mermaid 11's from `ShapePaths`.
enum ShapeDrawer {
    static func draw(
        _ shape: Shape, center: Point, width: Double, height: Double, style: ResolvedStyle, into svg: inout SVGWriter
    ) {
        let x = center.x - width / 2
        let y = center.y - height / 2
        let paint: [(String, String?)] = [
            ("fill", style.fill ?? FlowchartRenderer.nodeFill),
            ("stroke", style.stroke ?? FlowchartRenderer.nodeStroke),
            ("stroke-width", style.strokeWidth ?? "1.5"), ("stroke-dasharray", style.dashArray),
        ]
        let cls = ("class", Optional(style.classes("pu-node-shape")))
        let n = SVGWriter.number
        func polygon(_ points: [(Double, Double)]) {
            svg.element(
                "polygon", [cls, ("points", points.map { "\(n($0.0)),\(n($0.1))" }.joined(separator: " "))] + paint)
        }
        func rect(rx: Double) {
            svg.element(
                "rect",
                [
                    cls, ("x", n(x)), ("y", n(y)), ("width", n(width)), ("height", n(height)),
                    ("rx", rx > 0 ? n(rx) : nil),
                ]
                    + paint)
        }
        if let paths = ShapePaths.make(shape, x: x, y: y, w: width, h: height) {
            for copy in paths.behind { svg.element("path", [cls, ("d", copy.data)] + paint) }
            if paths.solid {
                // Filled with the stroke colour: the theme's `pu-node-solid` rule, or the author's stroke.
                let solid = style.stroke ?? FlowchartRenderer.nodeStroke
                svg.element(
                    "path",
                    [("class", style.classes("pu-node-shape pu-node-solid")), ("d", paths.outline.data)]
                        + paint.map { $0.0 == "fill" ? ("fill", solid) : $0 })
            } else if paths.unstroked {
                svg.element(
                    "path",
                    [("class", style.classes("pu-node-shape pu-node-unstroked")), ("d", paths.outline.data)]
                        + paint.map { $0.0 == "stroke" ? ("stroke", "none") : $0 })
            } else if !paths.hollow {
                svg.element("path", [cls, ("d", paths.outline.data)] + paint)
            }
            for detail in paths.details {
                svg.element(
                    "path",
                    [("class", style.classes("pu-node-line")), ("d", detail.data)]
                        + paint.map { $0.0 == "fill" ? ("fill", "none") : $0 })
            }
            return
        }
        switch shape {
        case .rectangle: rect(rx: 0)
        case .rounded: rect(rx: 8)
        case .stadium: rect(rx: height / 2)
        case .subroutine:
            rect(rx: 0)
            for lineX in [x + 8, x + width - 8] {
                svg.element(
                    "line",
                    [
                        ("class", style.classes("pu-node-shape")), ("x1", n(lineX)), ("y1", n(y)), ("x2", n(lineX)),
                        ("y2", n(y + height)),
                    ]
                        + paint.filter { $0.0 != "fill" })
            }
        case .cylinder:
            let ry = NodeGeometry.cylinderRadius(width)
            let rx = width / 2
            let d =
                "M\(n(x)) \(n(y + ry))A\(n(rx)) \(n(ry)) 0 0 1 \(n(x + width)) \(n(y + ry))"
                + "L\(n(x + width)) \(n(y + height - ry))A\(n(rx)) \(n(ry)) 0 0 1 \(n(x)) \(n(y + height - ry))Z"
                + "M\(n(x)) \(n(y + ry))A\(n(rx)) \(n(ry)) 0 0 0 \(n(x + width)) \(n(y + ry))"
            svg.element("path", [cls, ("d", d)] + paint)
        case .circle:
            svg.element("circle", [cls, ("cx", n(center.x)), ("cy", n(center.y)), ("r", n(width / 2))] + paint)
        case .doubleCircle:
            svg.element("circle", [cls, ("cx", n(center.x)), ("cy", n(center.y)), ("r", n(width / 2))] + paint)
            svg.element(
                "circle",
                [cls, ("cx", n(center.x)), ("cy", n(center.y)), ("r", n(width / 2 - 5))]
                    + paint.map {
                        $0.0 == "fill" ? ("fill", "none") : $0
                    })
        default:
            let corners = NodeGeometry.outline(shape, center: center, width: width, height: height) ?? []
            polygon(corners.map { ($0.x, $0.y) })
        }
    }
}
