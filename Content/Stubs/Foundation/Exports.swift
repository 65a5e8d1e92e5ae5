// Foundation overlay. On Apple platforms `import Foundation` also makes the Objective-C
// runtime (NSObject, Selector), CoreGraphics geometry (CGFloat, CGRect…) and Dispatch visible.
@_exported import Foundation
@_exported import ObjectiveC
@_exported import CoreGraphics
@_exported import Dispatch

/// A number of seconds.
public typealias TimeInterval = Double

/// A structure used to describe a portion of a series, such as characters in a string.
public struct NSRange: Hashable, Sendable, Codable {
    public var location: Int
    public var length: Int
    public init() { fatalError() }
    public init(location: Int, length: Int) { fatalError() }
    public init<R: RangeExpression>(_ region: R, in target: some StringProtocol) where R.Bound == String.Index { fatalError() }
    public init?(_ string: String) { fatalError() }
}

public let NSNotFound: Int = { fatalError() }()

/// Constants that indicate sort order.
@frozen
public enum ComparisonResult: Int, Sendable {
    case orderedAscending = -1
    case orderedSame = 0
    case orderedDescending = 1
}
