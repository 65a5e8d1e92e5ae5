/// Makes an edge end exactly on its node's drawn outline. Graphviz clips edges at its own shapes, whose slants
/// differ from the ones Puente draws (its `parallelogram` leans further, a flag is a box to it), so without
/// this an arrowhead into a slanted side would stop inside the shape, under its fill, or short of it.
enum EdgeClip {
    /// `points` (a start, then three points per cubic segment) with the start moved onto `start` and the end
    /// onto `end` (polygons, or nil to leave that end as it is).
    static func fit(_ points: [Point], start: [Point]?, end: [Point]?) -> [Point] {
        guard points.count >= 4 else { return points }
        var result = points
        if let end {
            let last = result.count - 4
            let fitted = fitEnd(Array(result[last...]), to: end)
            result.replaceSubrange(last..., with: fitted)
        }
        if let start {
            let fitted = fitEnd(Array(result[0..<4].reversed()), to: start)
            result.replaceSubrange(0..<4, with: fitted.reversed())
        }
        return result
    }

    /// One cubic segment whose last point is meant to lie on `polygon`: cut where the curve enters the polygon
    /// when it ends inside, or carried on along its last direction when it stops short (at most 24 px).
    static func fitEnd(_ segment: [Point], to polygon: [Point]) -> [Point] {
        let end = segment[3]
        if contains(polygon, end) {
            guard !contains(polygon, segment[0]) else { return segment }
            // The last t outside the polygon, to 1/1024.
            var (outside, inside) = (0.0, 1.0)
            for _ in 0..<10 {
                let middle = (outside + inside) / 2
                if contains(polygon, point(segment, at: middle)) { inside = middle } else { outside = middle }
            }
            return split(segment, at: inside)
        }
        let direction = Point(x: end.x - segment[2].x, y: end.y - segment[2].y)
        let length = (direction.x * direction.x + direction.y * direction.y).squareRoot()
        guard length > 0.001, let distance = hit(polygon, from: end, toward: direction), distance <= 24
        else { return segment }
        let step = Point(x: direction.x / length * distance, y: direction.y / length * distance)
        return [
            segment[0], segment[1], Point(x: segment[2].x + step.x, y: segment[2].y + step.y),
            Point(x: end.x + step.x, y: end.y + step.y),
        ]
    }

    /// The point at `t` of a cubic segment.
    static func point(_ s: [Point], at t: Double) -> Point {
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return Point(
            x: a * s[0].x + b * s[1].x + c * s[2].x + d * s[3].x, y: a * s[0].y + b * s[1].y + c * s[2].y + d * s[3].y)
    }

    /// The part of a cubic segment from 0 to `t` (de Casteljau).
    static func split(_ s: [Point], at t: Double) -> [Point] {
        func mix(_ p: Point, _ q: Point) -> Point { Point(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
        let (p01, p12, p23) = (mix(s[0], s[1]), mix(s[1], s[2]), mix(s[2], s[3]))
        let (p012, p123) = (mix(p01, p12), mix(p12, p23))
        return [s[0], p01, p012, mix(p012, p123)]
    }

    /// Whether `p` lies strictly inside `polygon` (even-odd rule).
    static func contains(_ polygon: [Point], _ p: Point) -> Bool {
        var inside = false
        var j = polygon.count - 1
        for i in polygon.indices {
            let (a, b) = (polygon[i], polygon[j])
            if (a.y > p.y) != (b.y > p.y), p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x { inside.toggle() }
            j = i
        }
        return inside
    }

    /// How far from `origin` along `direction` the ray first meets the polygon's outline, if it does.
    static func hit(_ polygon: [Point], from origin: Point, toward direction: Point) -> Double? {
        let length = (direction.x * direction.x + direction.y * direction.y).squareRoot()
        let (dx, dy) = (direction.x / length, direction.y / length)
        var nearest: Double?
        for i in polygon.indices {
            let (a, b) = (polygon[i], polygon[(i + 1) % polygon.count])
            let (ex, ey) = (b.x - a.x, b.y - a.y)
            let denominator = dx * ey - dy * ex
            guard abs(denominator) > 1e-9 else { continue }
            let (ox, oy) = (a.x - origin.x, a.y - origin.y)
            let t = (ox * ey - oy * ex) / denominator
            let u = (ox * dy - oy * dx) / denominator
            if t >= 0, u >= 0, u <= 1, t < (nearest ?? .infinity) { nearest = t }
        }
        return nearest
    }
}
