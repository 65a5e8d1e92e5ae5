// Swift overlay for CGContext and CGPath (the C functions are declared in CoreGraphics.h).

extension CGContext {
    public func move(to point: CGPoint) { fatalError() }
    public func addLine(to point: CGPoint) { fatalError() }
    public func addLines(between points: [CGPoint]) { fatalError() }
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) { fatalError() }
    public func fill(_ rects: [CGRect]) { fatalError() }
}

extension CGMutablePath {
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { fatalError() }
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) { fatalError() }
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) { fatalError() }
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { fatalError() }
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) { fatalError() }
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) { fatalError() }
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) { fatalError() }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) { fatalError() }
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool, transform: CGAffineTransform = .identity) { fatalError() }
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) { fatalError() }
}

extension CGPath {
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool { fatalError() }
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath { fatalError() }
}

/// Fill rule for a path (winding or even-odd).
@frozen
public enum CGPathFillRule: Int, Sendable {
    case winding = 0, evenOdd = 1
}

/// Cap shape at the ends of a stroked line.
@frozen
public enum CGLineCap: Int32, Sendable {
    case butt = 0, round = 1, square = 2
}

/// Corner shape where stroked segments meet.
@frozen
public enum CGLineJoin: Int32, Sendable {
    case miter = 0, round = 1, bevel = 2
}
