// CoreMedia, the minimal part playback code needs: CMTime and CMTimeRange with their Swift-overlay
// conveniences (initializers, constants, operators), and the C functions documentation articles call.
@_exported import Foundation

public typealias CMTimeValue = Int64
public typealias CMTimeScale = Int32
public typealias CMTimeEpoch = Int64
public typealias CMPersistentTrackID = Int32


/// Validity and special-value flags of a `CMTime`.
public struct CMTimeFlags: OptionSet, @unchecked Sendable {
    public init(rawValue: UInt32) { fatalError() }
    public let rawValue: UInt32
    public static var valid: CMTimeFlags { fatalError() }
    public static var hasBeenRounded: CMTimeFlags { fatalError() }
    public static var positiveInfinity: CMTimeFlags { fatalError() }
    public static var negativeInfinity: CMTimeFlags { fatalError() }
    public static var indefinite: CMTimeFlags { fatalError() }
    public static var impliedValueFlagsMask: CMTimeFlags { fatalError() }
}

/// Rounding rule for `CMTime` conversions.
public enum CMTimeRoundingMethod: UInt32, @unchecked Sendable {
    case roundHalfAwayFromZero = 1
    case roundTowardZero = 2
    case roundAwayFromZero = 3
    case quickTime = 4
    case roundTowardPositiveInfinity = 5
    case roundTowardNegativeInfinity = 6
    public static var `default`: CMTimeRoundingMethod { fatalError() }
}

/// Time as a rational number (value over timescale).
public struct CMTime: @unchecked Sendable {
    public var value: CMTimeValue
    public var timescale: CMTimeScale
    public var flags: CMTimeFlags
    public var epoch: CMTimeEpoch
    public init() { fatalError() }
    public init(value: CMTimeValue, timescale: CMTimeScale, flags: CMTimeFlags, epoch: CMTimeEpoch) { fatalError() }
    public init(value: CMTimeValue, timescale: CMTimeScale) { fatalError() }
    public init(seconds: Double, preferredTimescale: CMTimeScale) { fatalError() }

    public var isValid: Bool { fatalError() }
    public var isPositiveInfinity: Bool { fatalError() }
    public var isNegativeInfinity: Bool { fatalError() }
    public var isIndefinite: Bool { fatalError() }
    public var isNumeric: Bool { fatalError() }
    public var hasBeenRounded: Bool { fatalError() }
    public var seconds: Double { fatalError() }
    public func convertScale(_ newTimescale: Int32, method: CMTimeRoundingMethod) -> CMTime { fatalError() }

    public static let zero: CMTime = { fatalError() }()
    public static let invalid: CMTime = { fatalError() }()
    public static let indefinite: CMTime = { fatalError() }()
    public static let positiveInfinity: CMTime = { fatalError() }()
    public static let negativeInfinity: CMTime = { fatalError() }()
}

extension CMTime: Equatable, Comparable {
    public static func == (time1: CMTime, time2: CMTime) -> Bool { fatalError() }
    public static func < (time1: CMTime, time2: CMTime) -> Bool { fatalError() }
}

public func + (addend1: CMTime, addend2: CMTime) -> CMTime { fatalError() }
public func - (minuend: CMTime, subtrahend: CMTime) -> CMTime { fatalError() }
public func += (left: inout CMTime, right: CMTime) { fatalError() }
public func -= (minuend: inout CMTime, subtrahend: CMTime) { fatalError() }
public func * (time: CMTime, multiplier: Int32) -> CMTime { fatalError() }
public func * (multiplier: Int32, time: CMTime) -> CMTime { fatalError() }
public func * (time: CMTime, multiplier: Float64) -> CMTime { fatalError() }
public func * (multiplier: Float64, time: CMTime) -> CMTime { fatalError() }
public func *= (time: inout CMTime, multiplier: Int32) { fatalError() }
public func *= (time: inout CMTime, multiplier: Float64) { fatalError() }

public let kCMTimeZero: CMTime = { fatalError() }()
public let kCMTimeInvalid: CMTime = { fatalError() }()
public let kCMTimeIndefinite: CMTime = { fatalError() }()
public let kCMTimePositiveInfinity: CMTime = { fatalError() }()
public let kCMTimeNegativeInfinity: CMTime = { fatalError() }()

public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { fatalError() }
public func CMTimeMakeWithEpoch(value: Int64, timescale: Int32, epoch: Int64) -> CMTime { fatalError() }
public func CMTimeMakeWithSeconds(_ seconds: Float64, preferredTimescale: Int32) -> CMTime { fatalError() }
public func CMTimeGetSeconds(_ time: CMTime) -> Float64 { fatalError() }
public func CMTimeAdd(_ lhs: CMTime, _ rhs: CMTime) -> CMTime { fatalError() }
public func CMTimeSubtract(_ lhs: CMTime, _ rhs: CMTime) -> CMTime { fatalError() }
public func CMTimeCompare(_ time1: CMTime, _ time2: CMTime) -> Int32 { fatalError() }
public func CMTimeAbsoluteValue(_ time: CMTime) -> CMTime { fatalError() }

/// Start time plus duration.
public struct CMTimeRange: @unchecked Sendable {
    public var start: CMTime
    public var duration: CMTime
    public init() { fatalError() }
    public init(start: CMTime, duration: CMTime) { fatalError() }
    public init(start: CMTime, end: CMTime) { fatalError() }

    public var isValid: Bool { fatalError() }
    public var isIndefinite: Bool { fatalError() }
    public var isEmpty: Bool { fatalError() }
    public var end: CMTime { fatalError() }
    public func union(_ otherRange: CMTimeRange) -> CMTimeRange { fatalError() }
    public func intersection(_ otherRange: CMTimeRange) -> CMTimeRange { fatalError() }
    public func containsTime(_ time: CMTime) -> Bool { fatalError() }
    public func containsTimeRange(_ range: CMTimeRange) -> Bool { fatalError() }

    public static let zero: CMTimeRange = { fatalError() }()
    public static let invalid: CMTimeRange = { fatalError() }()
}

extension CMTimeRange: Equatable {
    public static func == (range1: CMTimeRange, range2: CMTimeRange) -> Bool { fatalError() }
}

public let kCMTimeRangeZero: CMTimeRange = { fatalError() }()
public let kCMTimeRangeInvalid: CMTimeRange = { fatalError() }()

public func CMTimeRangeMake(start: CMTime, duration: CMTime) -> CMTimeRange { fatalError() }
