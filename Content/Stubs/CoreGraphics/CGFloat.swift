@_exported import CoreGraphics

/// The basic type for floating-point scalar values in Core Graphics and related frameworks.
/// (Double-width on 64-bit platforms; Swift converts implicitly between CGFloat and Double.)
@frozen
public struct CGFloat: Sendable {
    /// The native type used to store the CGFloat, which is Double on 64-bit architectures.
    public typealias NativeType = Double

    public init() { fatalError() }
    public init(_ value: Float) { fatalError() }
    public init(_ value: Double) { fatalError() }
    public init(_ value: CGFloat) { fatalError() }
    public init(_ value: Int) { fatalError() }
    public init(_ value: UInt) { fatalError() }
    public init?(exactly value: Double) { fatalError() }

    /// The native value.
    public var native: NativeType { get { fatalError() } set { } }
}

extension CGFloat: SignedNumeric {
    public init?<T: BinaryInteger>(exactly source: T) { fatalError() }
    public var magnitude: CGFloat { fatalError() }
}

extension CGFloat: BinaryFloatingPoint {
    public typealias RawSignificand = UInt
    public typealias RawExponent = UInt
    public typealias Exponent = Int

    public init(bitPattern: UInt) { fatalError() }
    public var bitPattern: UInt { fatalError() }

    public init(sign: FloatingPointSign, exponentBitPattern: UInt, significandBitPattern: UInt) { fatalError() }
    public init(sign: FloatingPointSign, exponent: Int, significand: CGFloat) { fatalError() }
    public init(nan payload: UInt, signaling: Bool) { fatalError() }

    public static var exponentBitCount: Int { fatalError() }
    public static var significandBitCount: Int { fatalError() }
    public var exponentBitPattern: UInt { fatalError() }
    public var significandBitPattern: UInt { fatalError() }
    public var binade: CGFloat { fatalError() }
    public var significandWidth: Int { fatalError() }

    public static var nan: CGFloat { fatalError() }
    public static var signalingNaN: CGFloat { fatalError() }
    public static var infinity: CGFloat { fatalError() }
    public static var greatestFiniteMagnitude: CGFloat { fatalError() }
    public static var pi: CGFloat { fatalError() }
    public static var leastNormalMagnitude: CGFloat { fatalError() }
    public static var leastNonzeroMagnitude: CGFloat { fatalError() }
    public static var ulpOfOne: CGFloat { fatalError() }

    public var ulp: CGFloat { fatalError() }
    public var sign: FloatingPointSign { fatalError() }
    public var exponent: Int { fatalError() }
    public var significand: CGFloat { fatalError() }
    public var nextUp: CGFloat { fatalError() }
    public var nextDown: CGFloat { fatalError() }

    public var isNormal: Bool { fatalError() }
    public var isFinite: Bool { fatalError() }
    public var isZero: Bool { fatalError() }
    public var isSubnormal: Bool { fatalError() }
    public var isInfinite: Bool { fatalError() }
    public var isNaN: Bool { fatalError() }
    public var isSignalingNaN: Bool { fatalError() }
    public var isCanonical: Bool { fatalError() }

    public mutating func negate() { fatalError() }
    public mutating func formRemainder(dividingBy other: CGFloat) { fatalError() }
    public mutating func formTruncatingRemainder(dividingBy other: CGFloat) { fatalError() }
    public mutating func formSquareRoot() { fatalError() }
    public mutating func addProduct(_ lhs: CGFloat, _ rhs: CGFloat) { fatalError() }
    public mutating func round(_ rule: FloatingPointRoundingRule) { fatalError() }

    public func isEqual(to other: CGFloat) -> Bool { fatalError() }
    public func isLess(than other: CGFloat) -> Bool { fatalError() }
    public func isLessThanOrEqualTo(_ other: CGFloat) -> Bool { fatalError() }
    public func isTotallyOrdered(belowOrEqualTo other: CGFloat) -> Bool { fatalError() }

    public static func + (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
    public static func - (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
    public static func * (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
    public static func / (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
    public static func += (lhs: inout CGFloat, rhs: CGFloat) { fatalError() }
    public static func -= (lhs: inout CGFloat, rhs: CGFloat) { fatalError() }
    public static func *= (lhs: inout CGFloat, rhs: CGFloat) { fatalError() }
    public static func /= (lhs: inout CGFloat, rhs: CGFloat) { fatalError() }
}

extension CGFloat: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public init(integerLiteral value: Int) { fatalError() }
    public init(floatLiteral value: Double) { fatalError() }
}

extension CGFloat: Hashable {
    public static func == (lhs: CGFloat, rhs: CGFloat) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
}

extension CGFloat: Comparable {
    public static func < (lhs: CGFloat, rhs: CGFloat) -> Bool { fatalError() }
}

extension CGFloat: Strideable {
    public typealias Stride = CGFloat
    public func distance(to other: CGFloat) -> CGFloat { fatalError() }
    public func advanced(by amount: CGFloat) -> CGFloat { fatalError() }
}

extension CGFloat: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String { fatalError() }
    public var debugDescription: String { fatalError() }
    public var customMirror: Mirror { fatalError() }
}

extension CGFloat: Codable {
    public init(from decoder: Decoder) throws { fatalError() }
    public func encode(to encoder: Encoder) throws { fatalError() }
}

extension CGFloat: CVarArg {
    public var _cVarArgEncoding: [Int] { fatalError() }
}

extension Double {
    public init(_ other: CGFloat) { fatalError() }
}

extension Float {
    public init(_ other: CGFloat) { fatalError() }
}

extension Int {
    public init(_ value: CGFloat) { fatalError() }
}
