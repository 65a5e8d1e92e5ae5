import Foundation

/// A location inside document contents (NSTextRange.h).
@available(iOS 15.0, *)
// Not `@objc` (its method returns ComparisonResult, a Swift enum in these stubs).
public protocol NSTextLocation: NSObjectProtocol {
    func compare(_ location: any NSTextLocation) -> ComparisonResult
}

/// A contiguous range between two text locations (NSTextRange.h).
@available(iOS 15.0, *)
open class NSTextRange: NSObject {
    public init?(location: any NSTextLocation, end endLocation: (any NSTextLocation)?) { fatalError() }
    public convenience init(location: any NSTextLocation) { fatalError() }
    @available(*, unavailable)
    public override init() { fatalError() }

    open var isEmpty: Bool { fatalError() }
    open var location: any NSTextLocation { fatalError() }
    open var endLocation: any NSTextLocation { fatalError() }
    @discardableResult
    open func isEqual(to textRange: NSTextRange) -> Bool { fatalError() }
    @discardableResult
    open func contains(_ location: any NSTextLocation) -> Bool { fatalError() }
    @discardableResult
    open func contains(_ textRange: NSTextRange) -> Bool { fatalError() }
    @discardableResult
    open func intersects(_ textRange: NSTextRange) -> Bool { fatalError() }
    @discardableResult
    open func intersection(_ textRange: NSTextRange) -> Self? { fatalError() }
    @discardableResult
    open func union(_ textRange: NSTextRange) -> Self { fatalError() }
}
