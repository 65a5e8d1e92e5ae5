import Mermaid

/// The size of each node shape around its text, and the Graphviz shape that clips edges like it.
enum NodeGeometry {
    /// Padding between text and shape, in px.
    static let paddingX = 16.0
    static let paddingY = 10.0

    /// The outer size of `shape` around text of size `text`, how far the text centre sits right of the shape's
    /// centre and how far below it (shapes whose text area is off-centre: the flag, triangles, stacks, …).
    static func size(of shape: Shape, text: (width: Double, height: Double)) -> (
        width: Double, height: Double, textShift: Double, textDrop: Double
    ) {
        if let extended = extendedSize(of: shape, text: text) { return extended }
        let (width, height, shift) = classicSize(of: shape, text: text)
        return (width, height, shift, 0)
    }

    /// The sizes of the 14 shapes mermaid has had since before 11.3.
    static func classicSize(of shape: Shape, text: (width: Double, height: Double)) -> (
        width: Double, height: Double, textShift: Double
    ) {
        let w = text.width
        let h = text.height
        let height = h + 2 * paddingY
        switch shape {
        case .rectangle, .rounded:
            return (w + 2 * paddingX, height, 0)
        case .stadium:
            return (w + 2 * paddingX + height * 0.5, height, 0)
        case .subroutine:
            return (w + 2 * paddingX + 16, height, 0)
        case .cylinder:
            let width = w + 2 * paddingX
            return (width, height + 2 * cylinderRadius(width), 0)
        case .circle:
            let d = max(w, h) + 28
            return (d, d, 0)
        case .doubleCircle:
            let d = max(w, h) + 38
            return (d, d, 0)
        case .asymmetric:
            return (w + 2 * paddingX + height / 2, height, height / 4)
        case .rhombus:
            // A diamond holds a text box when (tw/2)/(W/2) + (th/2)/(H/2) ≤ 1.
            let textWidth = w + 20
            let textHeight = h + 10
            let width = textWidth + textHeight * 1.4 + 16
            let fitted = textHeight / (1 - textWidth / width)
            return (width, max(fitted, height + 20), 0)
        case .hexagon:
            return (w + 2 * paddingX + 2 * slant(height), height, 0)
        case .parallelogram, .parallelogramAlt, .trapezoid, .trapezoidAlt:
            return (w + 2 * paddingX + 2 * slant(height), height, 0)
        default:
            return (w + 2 * paddingX, height, 0)
        }
    }

    /// The sizes of mermaid 11's shapes, around the padded text box; nil for the classic shapes.
    static func extendedSize(of shape: Shape, text: (width: Double, height: Double)) -> (
        width: Double, height: Double, textShift: Double, textDrop: Double
    )? {
        if let symbol = symbolSize(of: shape) { return symbol }
        let (w, h) = (text.width + 2 * paddingX, text.height + 2 * paddingY)
        if let document = documentSize(of: shape, w: w, h: h) { return document }
        let o = stackOffset
        switch shape {
        case .notchedRectangle: return (w + 6, h, 3, 0)
        case .linedRectangle: return (w + 8, h, 4, 0)
        case .braceLeft: return (w + 12, h, 6, 0)
        case .braceRight: return (w + 12, h, -6, 0)
        case .braces: return (w + 24, h, 0, 0)
        case .stackedRectangle: return (w + 2 * o, h + 2 * o, -o, o)
        case .delay: return (w + h / 2, h, -h / 4, 0)
        case .horizontalCylinder: return (w + 3 * endRadius(h), h, -endRadius(h) / 2, 0)
        case .linedCylinder:
            let ry = cylinderRadius(w)
            return (w, h + 3 * ry, 0, 1.5 * ry)
        case .curvedTrapezoid: return (w + h * 0.35 + h / 2, h, h * 0.35 / 2 - h / 4, 0)
        case .dividedRectangle: return (w, h + band, 0, band / 2)
        case .triangle, .flippedTriangle:
            let width = w + 2 * h
            let height = max(width / 2, 2 * h)
            let drop = height / 2 - h / 2
            return (width, height, 0, shape == .triangle ? drop : -drop)
        case .windowPane: return (w + paneInset, h + paneInset, paneInset / 2, paneInset / 2)
        case .notchedPentagon: return (w + slant(h), h + slant(h) / 2, 0, slant(h) / 4)
        case .slopedRectangle: return (w, h + slant(h), 0, slant(h) / 2)
        case .bowTieRectangle: return (w + 2 * endRadius(h), h, 0, 0)
        case .taggedRectangle, .text, .dataStore: return (w, h, 0, 0)
        case .bang: return (w + 2 * h * 0.6, h * 2.2, 0, 0)
        case .cloud: return (w + h, h * 1.8, 0, 0)
        case .flag:
            let a = waveAmplitude
            return (w, h + 2 * a, 0, 0)
        default: return nil
        }
    }

    /// The sizes of the documents (a wavy bottom edge below the text) around a padded text box `w` × `h`.
    static func documentSize(of shape: Shape, w: Double, h: Double) -> (
        width: Double, height: Double, textShift: Double, textDrop: Double
    )? {
        let o = stackOffset
        switch shape {
        case .document, .taggedDocument:
            let a = waveAmplitude
            return (w, h + 2 * a, 0, -a)
        case .linedDocument:
            let a = waveAmplitude
            return (w + 8, h + 2 * a, 4, -a)
        case .stackedDocument:
            let a = waveAmplitude
            return (w + 2 * o, h + 2 * a + 2 * o, -o, o - a)
        default: return nil
        }
    }

    /// The fixed sizes of the shapes drawn without text, as mermaid sizes them.
    static func symbolSize(of shape: Shape) -> (width: Double, height: Double, textShift: Double, textDrop: Double)? {
        switch shape {
        case .smallCircle, .filledCircle: (14, 14, 0, 0)
        case .framedCircle: (18, 18, 0, 0)
        case .fork: (70, 10, 0, 0)
        case .hourglass, .crossedCircle: (30, 30, 0, 0)
        case .bolt: (35, 70, 0, 0)
        default: nil
        }
    }

    /// How far a document's or a flag's wave rises and falls.
    static let waveAmplitude = 5.0

    /// How far each copy of a stacked shape sits from the next.
    static let stackOffset = 5.0

    /// The horizontal radius of a cylinder lying on its side, or of a stored-data shape's curved ends.
    static func endRadius(_ height: Double) -> Double { max(6, min(14, height / 4)) }

    /// The height of a divided rectangle's top band.
    static let band = 10.0

    /// How far a window pane's inner lines sit from its top and left sides.
    static let paneInset = 10.0

    /// The horizontal inset of slanted sides.
    static func slant(_ height: Double) -> Double { height * 0.35 }

    /// The vertical radius of a cylinder's ellipses.
    static func cylinderRadius(_ width: Double) -> Double { max(5, min(12, width / 14)) }

    /// The corners of a polygonal shape centred on `center`, clockwise from the top left; nil for shapes with
    /// curves or plain boxes (Graphviz clips edges at exactly those).
    static func outline(_ shape: Shape, center: Point, width: Double, height: Double) -> [Point]? {
        let (x, y) = (center.x - width / 2, center.y - height / 2)
        let (right, bottom) = (x + width, y + height)
        let s = slant(height)
        let corners: [(Double, Double)]
        switch shape {
        case .asymmetric: corners = [(x, y), (right, y), (right, bottom), (x, bottom), (x + height / 2, center.y)]
        case .rhombus: corners = [(center.x, y), (right, center.y), (center.x, bottom), (x, center.y)]
        case .hexagon:
            corners = [
                (x + s, y), (right - s, y), (right, center.y), (right - s, bottom), (x + s, bottom), (x, center.y),
            ]
        case .parallelogram: corners = [(x + s, y), (right, y), (right - s, bottom), (x, bottom)]
        case .parallelogramAlt: corners = [(x, y), (right - s, y), (right, bottom), (x + s, bottom)]
        case .trapezoid: corners = [(x + s, y), (right - s, y), (right, bottom), (x, bottom)]
        case .trapezoidAlt: corners = [(x, y), (right, y), (right - s, bottom), (x + s, bottom)]
        default:
            return ShapePaths.make(shape, x: x, y: y, w: width, h: height)?.clipPolygon
        }
        return corners.map { Point(x: $0.0, y: $0.1) }
    }

    /// The Graphviz shape whose outline edges are clipped to.
    static func graphvizShape(_ shape: Shape) -> String {
        switch shape {
        case .rectangle, .rounded, .subroutine, .asymmetric, .stadium: "box"
        case .cylinder: "cylinder"
        case .circle: "circle"
        // Both rings are drawn inside the node's size: Graphviz's doublecircle would add a periphery outside it
        // and stop edges 4 pt short of the ring that is drawn.
        case .doubleCircle: "circle"
        case .rhombus: "diamond"
        case .hexagon: "hexagon"
        case .parallelogram, .parallelogramAlt: "parallelogram"
        case .trapezoid: "trapezium"
        case .trapezoidAlt: "invtrapezium"
        case .smallCircle, .filledCircle, .framedCircle, .crossedCircle: "circle"
        case .triangle: "triangle"
        case .flippedTriangle: "invtriangle"
        // The other shapes of mermaid 11 are boxes to Graphviz; edges are then clipped to their drawn outline.
        default: "box"
        }
    }
}
