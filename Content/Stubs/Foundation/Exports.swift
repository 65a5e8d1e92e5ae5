// Foundation overlay. On Apple platforms `import Foundation` also makes the Objective-C
// runtime (NSObject, Selector), CoreGraphics geometry (CGFloat, CGRect…) and Dispatch visible.
@_exported import Foundation
@_exported import ObjectiveC
@_exported import CoreGraphics
@_exported import Dispatch

/// Duration in seconds, as a `Double`.
public typealias TimeInterval = Double

extension Range where Bound == String.Index {
}

/// Ordering outcome: ascending, same or descending.
@frozen
public enum ComparisonResult: Int, Sendable {
    case orderedAscending = -1
    case orderedSame = 0
    case orderedDescending = 1
}
