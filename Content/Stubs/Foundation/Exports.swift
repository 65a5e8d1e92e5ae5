// Foundation overlay. On Apple platforms `import Foundation` also makes the Objective-C
// runtime (NSObject, Selector), CoreGraphics geometry (CGFloat, CGRect…) and Dispatch visible.
@_exported import Foundation
@_exported import ObjectiveC
@_exported import CoreGraphics
@_exported import Dispatch

/// A number of seconds.
public typealias TimeInterval = Double

extension NSRange: Hashable, Codable, @unchecked Sendable, CustomStringConvertible {
    public init(location: Int, length: Int) { fatalError() }
    public init<R: RangeExpression>(_ region: R, in target: some StringProtocol) where R.Bound == String.Index { fatalError() }
    public init?(_ string: String) { fatalError() }
    public init(_ x: Range<Int>) { fatalError() }
    public static func == (lhs: NSRange, rhs: NSRange) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
    public init(from decoder: Decoder) throws { fatalError() }
    public func encode(to encoder: Encoder) throws { fatalError() }
    public var description: String { fatalError() }
    public var lowerBound: Int { fatalError() }
    public var upperBound: Int { fatalError() }
}

extension Range where Bound == String.Index {
    public init?(_ range: NSRange, in string: some StringProtocol) { fatalError() }
}

public let NSNotFound: Int = { fatalError() }()

/// Constants that indicate sort order.
@frozen
public enum ComparisonResult: Int, Sendable {
    case orderedAscending = -1
    case orderedSame = 0
    case orderedDescending = 1
}
