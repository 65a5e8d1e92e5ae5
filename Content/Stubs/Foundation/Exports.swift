// Foundation overlay. On Apple platforms `import Foundation` also makes the Objective-C
// runtime (NSObject, Selector), CoreGraphics geometry (CGFloat, CGRect…) and Dispatch visible.
@_exported import Foundation
@_exported import ObjectiveC
@_exported import CoreGraphics
@_exported import Dispatch

/// A number of seconds.
public typealias TimeInterval = Double

extension Range where Bound == String.Index {
}

/// Constants that indicate sort order.
@frozen
public enum ComparisonResult: Int, Sendable {
    case orderedAscending = -1
    case orderedSame = 0
    case orderedDescending = 1
}
