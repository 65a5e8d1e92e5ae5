/// An SVG path written with straight lines and cubic curves, which also keeps points along it: sampled, they are
/// the polygon an edge is clipped to, so an arrow stops on the very outline that is drawn.
struct PathBuilder: Sendable {
    /// The path data, `M… L… C… Z`.
    private(set) var data = ""
    /// The points along the path (each curve sampled eight times).
    private(set) var points: [Point] = []

    /// Starts a subpath at (`x`, `y`).
    mutating func move(_ x: Double, _ y: Double) {
        data += "M\(SVGWriter.number(x)) \(SVGWriter.number(y))"
        points.append(Point(x: x, y: y))
    }

    /// A straight line to (`x`, `y`).
    mutating func line(_ x: Double, _ y: Double) {
        data += "L\(SVGWriter.number(x)) \(SVGWriter.number(y))"
        points.append(Point(x: x, y: y))
    }

    /// A cubic curve with control points `c1` and `c2` to `end`.
    mutating func curve(_ c1: (Double, Double), _ c2: (Double, Double), to end: (Double, Double)) {
        let n = SVGWriter.number
        data += "C\(n(c1.0)) \(n(c1.1)) \(n(c2.0)) \(n(c2.1)) \(n(end.0)) \(n(end.1))"
        let start = points.last ?? Point(x: end.0, y: end.1)
        let segment = [
            start, Point(x: c1.0, y: c1.1), Point(x: c2.0, y: c2.1), Point(x: end.0, y: end.1),
        ]
        for step in 1...8 { points.append(EdgeClip.point(segment, at: Double(step) / 8)) }
    }

    /// A quarter of an ellipse with radii `rx`, `ry` to (`x`, `y`); `horizontalFirst` says whether the curve
    /// leaves its start horizontally (else vertically).
    mutating func quarter(to x: Double, _ y: Double, horizontalFirst: Bool) {
        let start = points.last ?? Point(x: x, y: y)
        let k = 0.5523
        let (dx, dy) = (x - start.x, y - start.y)
        if horizontalFirst {
            curve((start.x + dx * k, start.y), (x, y - dy * k), to: (x, y))
        } else {
            curve((start.x, start.y + dy * k), (x - dx * k, y), to: (x, y))
        }
    }

    /// A wave from the current point to (`x`, `y`) on the same line: down by `amplitude` over its first half and
    /// up over the second (a negative amplitude starts upward).
    mutating func wave(to x: Double, _ y: Double, amplitude: Double) {
        let start = points.last ?? Point(x: x, y: y)
        let middle = (start.x + x) / 2
        let lift = amplitude * 4 / 3
        let third = (x - start.x) / 6
        curve((start.x + third, start.y + lift), (middle - third, start.y + lift), to: (middle, start.y))
        curve((middle + third, y - lift), (x - third, y - lift), to: (x, y))
    }

    /// Closes the subpath.
    mutating func close() { data += "Z" }
}
