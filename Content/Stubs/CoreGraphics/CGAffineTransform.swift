// Swift overlay for CGAffineTransform (a C struct declared in CoreGraphics.h).

extension CGAffineTransform {
    public static var identity: CGAffineTransform { fatalError() }

    public init(translationX tx: CGFloat, y ty: CGFloat) { fatalError() }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { fatalError() }
    public init(rotationAngle angle: CGFloat) { fatalError() }

    public var isIdentity: Bool { fatalError() }

    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform { fatalError() }
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { fatalError() }
    public func rotated(by angle: CGFloat) -> CGAffineTransform { fatalError() }
    public func inverted() -> CGAffineTransform { fatalError() }
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform { fatalError() }
}

extension CGAffineTransform: Equatable, Codable, @unchecked Sendable {
    public static func == (lhs: CGAffineTransform, rhs: CGAffineTransform) -> Bool { fatalError() }
    public init(from decoder: Decoder) throws { fatalError() }
    public func encode(to encoder: Encoder) throws { fatalError() }
}
