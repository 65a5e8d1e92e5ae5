import Foundation
import Mermaid

/// The outlines of mermaid 11's shapes (`A@{ shape: doc }`) as paths, each inside the box `NodeGeometry` sizes
/// for it. The drawings are Puente's own, after the shapes' descriptions in mermaid's shape table.
struct ShapePaths: Sendable {
    /// The silhouette: filled, stroked, and the polygon edges are clipped to.
    var outline = PathBuilder()
    /// Copies drawn behind the silhouette (stacked documents and processes), filled and stroked.
    var behind: [PathBuilder] = []
    /// Lines drawn over the fill (rims, bands, folds, crosses), stroked only.
    var details: [PathBuilder] = []
    /// The polygon edges are clipped to when it is more than the silhouette (the copies behind a stack), else nil.
    var clip: [Point]?
    /// The polygon edges are clipped to.
    var clipPolygon: [Point] { clip ?? outline.points }
    /// Whether the silhouette is filled with the stroke colour (start and stop points, junctions, forks).
    var solid = false
    /// Whether the silhouette is neither filled nor stroked (text, braces).
    var hollow = false
    /// Whether the silhouette is filled but not stroked (the data store, whose details are its lines).
    var unstroked = false

    /// The paths of `shape` in the box at `x`, `y` of size `w` × `h`; nil for the shapes drawn by `ShapeDrawer`.
    static func make(_ shape: Shape, x: Double, y: Double, w: Double, h: Double) -> ShapePaths? {
        let box = Box(x: x, y: y, w: w, h: h)
        return boxes(shape, box) ?? symbols(shape, box) ?? waves(shape, box) ?? curves(shape, box)
    }

    /// A node's box: its corner, size, far sides and centre.
    struct Box {
        let x, y, w, h: Double
        var r: Double { x + w }
        var b: Double { y + h }
        var cx: Double { x + w / 2 }
        var cy: Double { y + h / 2 }
    }

    /// Rectangles with lines, notches or braces, and the label alone.
    static func boxes(_ shape: Shape, _ box: Box) -> ShapePaths? {
        let (x, y, w, h, r, b, cx, cy) = (box.x, box.y, box.w, box.h, box.r, box.b, box.cx, box.cy)
        var p = ShapePaths()
        switch shape {
        case .text:
            p.outline.rectangle(x, y, w, h)
            p.hollow = true
        case .notchedRectangle:
            let notch = min(12, h / 3)
            p.outline.polygon([(x + notch, y), (r, y), (r, b), (x, b), (x, y + notch)])
        case .linedRectangle:
            p.outline.rectangle(x, y, w, h)
            p.details.append(.segment((x + 8, y), (x + 8, b)))
        case .braceLeft, .braceRight, .braces:
            p.outline.rectangle(x, y, w, h)
            p.hollow = true
            if shape != .braceRight { p.details.append(.brace(x: x + 10, top: y, bottom: b, facing: -1)) }
            if shape != .braceLeft { p.details.append(.brace(x: r - 10, top: y, bottom: b, facing: 1)) }
        case .stackedRectangle:
            let o = NodeGeometry.stackOffset
            for step in [2.0, 1.0] {
                var copy = PathBuilder()
                copy.rectangle(x + step * o, y + (2 - step) * o, w - 2 * o, h - 2 * o)
                p.behind.append(copy)
            }
            p.outline.rectangle(x, y + 2 * o, w - 2 * o, h - 2 * o)
            // The three copies' outer edge, so an arrow stops on the copy it reaches first.
            p.clip = [
                (x, y + 2 * o), (x + o, y + 2 * o), (x + o, y + o), (x + 2 * o, y + o), (x + 2 * o, y), (r, y),
                (r, b - 2 * o), (r - o, b - 2 * o), (r - o, b - o), (r - 2 * o, b - o), (r - 2 * o, b), (x, b),
            ].map { Point(x: $0.0, y: $0.1) }
        case .dividedRectangle:
            p.outline.rectangle(x, y, w, h)
            p.details.append(.segment((x, y + NodeGeometry.band), (r, y + NodeGeometry.band)))
        case .windowPane:
            p.outline.rectangle(x, y, w, h)
            let pane = NodeGeometry.paneInset
            p.details.append(.segment((x + pane, y), (x + pane, b)))
            p.details.append(.segment((x, y + pane), (r, y + pane)))
        case .taggedRectangle:
            p.outline.rectangle(x, y, w, h)
            p.details.append(.polyline([(r - 14, b), (r, b - 14)]))
        case .dataStore:
            p.outline.rectangle(x, y, w, h)
            p.unstroked = true
            p.details.append(.segment((x, y), (r, y)))
            p.details.append(.segment((x, b), (r, b)))
        default:
            return nil
        }
        _ = (x, y, w, h, r, b, cx, cy)
        return p
    }

    /// Small symbols with no text, and the polygons: triangles, the pentagon, the sloped rectangle.
    static func symbols(_ shape: Shape, _ box: Box) -> ShapePaths? {
        let (x, y, w, h, r, b, cx, cy) = (box.x, box.y, box.w, box.h, box.r, box.b, box.cx, box.cy)
        var p = ShapePaths()
        switch shape {
        case .smallCircle, .filledCircle:
            p.outline.ellipse(cx: cx, cy: cy, rx: w / 2, ry: h / 2)
            p.solid = true
        case .framedCircle:
            p.outline.ellipse(cx: cx, cy: cy, rx: w / 2, ry: h / 2)
            var dot = PathBuilder()
            dot.ellipse(cx: cx, cy: cy, rx: w / 2 - 4, ry: h / 2 - 4)
            p.details.append(dot)
            p.solid = false
        case .fork:
            p.outline.rectangle(x, y, w, h)
            p.solid = true
        case .hourglass:
            p.outline.polygon([(x, y), (r, y), (cx, cy), (r, b), (x, b), (cx, cy)])
        case .bolt:
            let gap = 7.0
            p.outline.polygon([
                (r, y), (x, cy + gap / 2), (r - 2 * gap, cy + gap / 2), (x, b), (r, cy - gap / 2),
                (x + 2 * gap, cy - gap / 2),
            ])
        case .triangle:
            p.outline.polygon([(cx, y), (r, b), (x, b)])
        case .flippedTriangle:
            p.outline.polygon([(x, y), (r, y), (cx, b)])
        case .notchedPentagon:
            let cut = NodeGeometry.slant(h)
            p.outline.polygon([(x + cut, y), (r - cut, y), (r, y + cut), (r, b), (x, b), (x, y + cut)])
        case .slopedRectangle:
            p.outline.polygon([(x, y + NodeGeometry.slant(h)), (r, y), (r, b), (x, b)])
        case .crossedCircle:
            p.outline.ellipse(cx: cx, cy: cy, rx: w / 2, ry: h / 2)
            let d = w / 2 * 0.7071
            p.details.append(.segment((cx - d, cy - d), (cx + d, cy + d)))
            p.details.append(.segment((cx - d, cy + d), (cx + d, cy - d)))
        case .bang:
            // Spikes out to the box, valleys on an ellipse around the text.
            var corners: [(Double, Double)] = []
            let spikes = 14
            for step in 0..<(2 * spikes) {
                let angle = Double(step) * .pi / Double(spikes) - .pi / 2
                let scale = step % 2 == 0 ? 1.0 : 0.72
                corners.append((cx + cos(angle) * w / 2 * scale, cy + sin(angle) * h / 2 * scale))
            }
            p.outline.polygon(corners)
        default:
            return nil
        }
        _ = (x, y, w, h, r, b, cx, cy)
        return p
    }

    /// Documents, the flag and the cloud: outlines with waves and bumps.
    static func waves(_ shape: Shape, _ box: Box) -> ShapePaths? {
        let (x, y, w, h, r, b, cx, cy) = (box.x, box.y, box.w, box.h, box.r, box.b, box.cx, box.cy)
        var p = ShapePaths()
        switch shape {
        case .document, .taggedDocument, .linedDocument:
            let a = NodeGeometry.waveAmplitude
            p.outline.document(x, y, w, h, amplitude: a)
            if shape == .taggedDocument {
                p.details.append(.polyline([(r, b - a - 12), (r - 12, b - a - 2)]))
            }
            if shape == .linedDocument { p.details.append(.segment((x + 8, y), (x + 8, b - a * 0.4))) }
        case .stackedDocument:
            let (o, a) = (NodeGeometry.stackOffset, NodeGeometry.waveAmplitude)
            for step in [2.0, 1.0] {
                var copy = PathBuilder()
                copy.document(x + step * o, y + (2 - step) * o, w - 2 * o, h - 2 * o, amplitude: a)
                p.behind.append(copy)
            }
            p.outline.document(x, y + 2 * o, w - 2 * o, h - 2 * o, amplitude: a)
            // The three copies' outer edge, so an arrow stops on the copy it reaches first.
            p.clip = [
                (x, y + 2 * o), (x + o, y + 2 * o), (x + o, y + o), (x + 2 * o, y + o), (x + 2 * o, y), (r, y),
                (r, b - 2 * o), (r - o, b - 2 * o), (r - o, b - o), (r - 2 * o, b - o), (r - 2 * o, b - a), (x, b - a),
            ].map { Point(x: $0.0, y: $0.1) }
        case .flag:
            let a = NodeGeometry.waveAmplitude
            p.outline.move(x, y + a)
            p.outline.wave(to: r, y + a, amplitude: -a)
            p.outline.line(r, b - a)
            p.outline.wave(to: x, b - a, amplitude: a)
            p.outline.close()
        case .cloud:
            // Round bumps between points on an ellipse, bulging outward.
            let bumps = 10
            let point = { (step: Int) -> (Double, Double) in
                let angle = Double(step) * 2 * .pi / Double(bumps) - .pi / 2
                return (cx + cos(angle) * w / 2 * 0.86, cy + sin(angle) * h / 2 * 0.86)
            }
            let start = point(0)
            p.outline.move(start.0, start.1)
            for step in 0..<bumps {
                let (from, to) = (point(step), point(step + 1))
                let angle = (Double(step) + 0.5) * 2 * .pi / Double(bumps) - .pi / 2
                let (ox, oy) = (cos(angle) * w / 2 * 0.3, sin(angle) * h / 2 * 0.3)
                p.outline.curve((from.0 + ox, from.1 + oy), (to.0 + ox, to.1 + oy), to: to)
            }
            p.outline.close()
        default:
            return nil
        }
        _ = (x, y, w, h, r, b, cx, cy)
        return p
    }

    /// Shapes with rounded ends: the delay, the cylinders, the display and stored data.
    static func curves(_ shape: Shape, _ box: Box) -> ShapePaths? {
        let (x, y, w, h, r, b, cx, cy) = (box.x, box.y, box.w, box.h, box.r, box.b, box.cx, box.cy)
        var p = ShapePaths()
        switch shape {
        case .delay:
            let radius = h / 2
            p.outline.move(x, y)
            p.outline.line(r - radius, y)
            p.outline.quarter(to: r, cy, horizontalFirst: true)
            p.outline.quarter(to: r - radius, b, horizontalFirst: false)
            p.outline.line(x, b)
            p.outline.close()
        case .horizontalCylinder:
            let rx = NodeGeometry.endRadius(h)
            p.outline.move(x + rx, y)
            p.outline.line(r - rx, y)
            p.outline.quarter(to: r, cy, horizontalFirst: true)
            p.outline.quarter(to: r - rx, b, horizontalFirst: false)
            p.outline.line(x + rx, b)
            p.outline.quarter(to: x, cy, horizontalFirst: true)
            p.outline.quarter(to: x + rx, y, horizontalFirst: false)
            p.outline.close()
            var rim = PathBuilder()
            rim.move(r - rx, y)
            rim.quarter(to: r - 2 * rx, cy, horizontalFirst: true)
            rim.quarter(to: r - rx, b, horizontalFirst: false)
            p.details.append(rim)
        case .linedCylinder:
            let ry = NodeGeometry.cylinderRadius(w)
            p.outline.move(x, y + ry)
            p.outline.quarter(to: cx, y, horizontalFirst: false)
            p.outline.quarter(to: r, y + ry, horizontalFirst: true)
            p.outline.line(r, b - ry)
            p.outline.quarter(to: cx, b, horizontalFirst: false)
            p.outline.quarter(to: x, b - ry, horizontalFirst: true)
            p.outline.close()
            for top in [y + ry, y + 2 * ry] {
                var rim = PathBuilder()
                rim.move(x, top)
                rim.quarter(to: cx, top + ry, horizontalFirst: false)
                rim.quarter(to: r, top, horizontalFirst: true)
                p.details.append(rim)
            }
        case .curvedTrapezoid:
            let (point, radius) = (h * 0.35, h / 2)
            p.outline.move(x + point, y)
            p.outline.line(r - radius, y)
            p.outline.quarter(to: r, cy, horizontalFirst: true)
            p.outline.quarter(to: r - radius, b, horizontalFirst: false)
            p.outline.line(x + point, b)
            p.outline.line(x, cy)
            p.outline.close()
        case .bowTieRectangle:
            let rx = NodeGeometry.endRadius(h)
            p.outline.move(x + rx, y)
            p.outline.line(r, y)
            p.outline.quarter(to: r - rx, cy, horizontalFirst: true)
            p.outline.quarter(to: r, b, horizontalFirst: false)
            p.outline.line(x + rx, b)
            p.outline.quarter(to: x, cy, horizontalFirst: true)
            p.outline.quarter(to: x + rx, y, horizontalFirst: false)
            p.outline.close()
        default:
            return nil
        }
        _ = (x, y, w, h, r, b, cx, cy)
        return p
    }
}

extension PathBuilder {
    /// A closed rectangle.
    mutating func rectangle(_ x: Double, _ y: Double, _ w: Double, _ h: Double) {
        polygon([(x, y), (x + w, y), (x + w, y + h), (x, y + h)])
    }

    /// A closed polygon through `corners`.
    mutating func polygon(_ corners: [(Double, Double)]) {
        guard let first = corners.first else { return }
        move(first.0, first.1)
        for corner in corners.dropFirst() { line(corner.0, corner.1) }
        close()
    }

    /// A closed ellipse, as four quarters.
    mutating func ellipse(cx: Double, cy: Double, rx: Double, ry: Double) {
        move(cx, cy - ry)
        quarter(to: cx + rx, cy, horizontalFirst: true)
        quarter(to: cx, cy + ry, horizontalFirst: false)
        quarter(to: cx - rx, cy, horizontalFirst: true)
        quarter(to: cx, cy - ry, horizontalFirst: false)
        close()
    }

    /// A document: a box whose bottom edge waves, inside `w` × `h` (the wave's lowest point is the bottom).
    mutating func document(_ x: Double, _ y: Double, _ w: Double, _ h: Double, amplitude a: Double) {
        move(x, y)
        line(x + w, y)
        line(x + w, y + h - a)
        wave(to: x, y + h - a, amplitude: -a)
        close()
    }

    /// An open line from `a` to `b`.
    static func segment(_ a: (Double, Double), _ b: (Double, Double)) -> PathBuilder {
        polyline([a, b])
    }

    /// An open line through `points`.
    static func polyline(_ points: [(Double, Double)]) -> PathBuilder {
        var path = PathBuilder()
        guard let first = points.first else { return path }
        path.move(first.0, first.1)
        for point in points.dropFirst() { path.line(point.0, point.1) }
        return path
    }

    /// A curly brace along `x` from `top` to `bottom`, its point toward `facing` (-1 left, 1 right).
    static func brace(x: Double, top: Double, bottom: Double, facing: Double) -> PathBuilder {
        var path = PathBuilder()
        let middle = (top + bottom) / 2
        let depth = 5 * facing
        path.move(x - depth, top)
        path.curve((x, top), (x, top), to: (x, top + 6))
        path.line(x, middle - 6)
        path.curve((x, middle), (x, middle), to: (x + depth, middle))
        path.curve((x, middle), (x, middle), to: (x, middle + 6))
        path.line(x, bottom - 6)
        path.curve((x, bottom), (x, bottom), to: (x - depth, bottom))
        return path
    }
}
