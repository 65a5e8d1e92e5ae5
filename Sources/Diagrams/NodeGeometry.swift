import Mermaid

/// The size of each node shape around its text, and the Graphviz shape that clips edges like it.
enum NodeGeometry {
    /// Padding between text and shape, in px.
    static let paddingX = 16.0
    static let paddingY = 10.0

    /// The outer size of `shape` around text of size `text`, and how far the text centre sits right of the
    /// shape's centre (only the asymmetric flag shape has its text off-centre).
    static func size(of shape: Shape, text: (width: Double, height: Double)) -> (
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
        }
    }

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
        default: return nil
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
        }
    }
}
