@_exported import CoreFoundation
@_exported import CoreGraphics

// Swift overlay for the CoreGraphics geometry structs declared in CoreGraphics.h.

extension CGPoint {
    public static var zero: CGPoint { fatalError() }
    public init(x: Int, y: Int) { fatalError() }
    public init(x: Double, y: Double) { fatalError() }
    public func applying(_ t: CGAffineTransform) -> CGPoint { fatalError() }
}

extension CGPoint: Equatable, Hashable, Codable, @unchecked Sendable, CustomDebugStringConvertible {
    public static func == (lhs: CGPoint, rhs: CGPoint) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
    public init(from decoder: Decoder) throws { fatalError() }
    public func encode(to encoder: Encoder) throws { fatalError() }
    public var debugDescription: String { fatalError() }
    public func equalTo(_ point2: CGPoint) -> Bool { fatalError() }
}

extension CGSize {
    public static var zero: CGSize { fatalError() }
    public init(width: Int, height: Int) { fatalError() }
    public init(width: Double, height: Double) { fatalError() }
    public func applying(_ t: CGAffineTransform) -> CGSize { fatalError() }
}

extension CGSize: Equatable, Hashable, Codable, @unchecked Sendable, CustomDebugStringConvertible {
    public static func == (lhs: CGSize, rhs: CGSize) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
    public init(from decoder: Decoder) throws { fatalError() }
    public func encode(to encoder: Encoder) throws { fatalError() }
    public var debugDescription: String { fatalError() }
    public func equalTo(_ size2: CGSize) -> Bool { fatalError() }
}

extension CGVector {
    public static var zero: CGVector { fatalError() }
    public init(dx: Int, dy: Int) { fatalError() }
    public init(dx: Double, dy: Double) { fatalError() }
}

extension CGVector: Equatable, Hashable, Codable, @unchecked Sendable {
    public static func == (lhs: CGVector, rhs: CGVector) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
    public init(from decoder: Decoder) throws { fatalError() }
    public func encode(to encoder: Encoder) throws { fatalError() }
}

extension CGRect {
    public static var zero: CGRect { fatalError() }
    public static var null: CGRect { fatalError() }
    public static var infinite: CGRect { fatalError() }

    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) { fatalError() }
    public init(x: Double, y: Double, width: Double, height: Double) { fatalError() }
    public init(x: Int, y: Int, width: Int, height: Int) { fatalError() }

    public var width: CGFloat { fatalError() }
    public var height: CGFloat { fatalError() }
    public var minX: CGFloat { fatalError() }
    public var midX: CGFloat { fatalError() }
    public var maxX: CGFloat { fatalError() }
    public var minY: CGFloat { fatalError() }
    public var midY: CGFloat { fatalError() }
    public var maxY: CGFloat { fatalError() }
    public var isNull: Bool { fatalError() }
    public var isEmpty: Bool { fatalError() }
    public var isInfinite: Bool { fatalError() }
    public var standardized: CGRect { fatalError() }
    public var integral: CGRect { fatalError() }

    public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect { fatalError() }
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect { fatalError() }
    public func union(_ r2: CGRect) -> CGRect { fatalError() }
    public func intersection(_ r2: CGRect) -> CGRect { fatalError() }
    public func intersects(_ r2: CGRect) -> Bool { fatalError() }
    public func contains(_ point: CGPoint) -> Bool { fatalError() }
    public func contains(_ rect2: CGRect) -> Bool { fatalError() }
    public func applying(_ t: CGAffineTransform) -> CGRect { fatalError() }
    public func divided(atDistance: CGFloat, from fromEdge: CGRectEdge) -> (slice: CGRect, remainder: CGRect) { fatalError() }
}

extension CGRect: Equatable, Hashable, Codable, @unchecked Sendable, CustomDebugStringConvertible {
    public static func == (lhs: CGRect, rhs: CGRect) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
    public init(from decoder: Decoder) throws { fatalError() }
    public func encode(to encoder: Encoder) throws { fatalError() }
    public var debugDescription: String { fatalError() }
    public func equalTo(_ rect2: CGRect) -> Bool { fatalError() }
}
