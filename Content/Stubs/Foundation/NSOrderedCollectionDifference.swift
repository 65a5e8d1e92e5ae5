import Foundation

/// `NSCollectionChangeType` (NSOrderedCollectionChange.h).
@objc public enum NSCollectionChangeType: Int, @unchecked Sendable {
    case insert = 0
    case remove = 1
}

/// A change in an ordered collection (NSOrderedCollectionChange.h).
open class NSOrderedCollectionChange: NSObject {
    @available(*, unavailable)
    public override init() { fatalError() }
    public convenience init(object anObject: Any?, type: NSCollectionChangeType, index: Int) { fatalError() }
    public init(object anObject: Any?, type: NSCollectionChangeType, index: Int, associatedIndex: Int) { fatalError() }
    open var object: Any? { fatalError() }
    open var changeType: NSCollectionChangeType { fatalError() }
    open var index: Int { fatalError() }
    open var associatedIndex: Int { fatalError() }
}

/// `NSOrderedCollectionDifferenceCalculationOptions` (NSOrderedCollectionDifference.h).
public struct NSOrderedCollectionDifferenceCalculationOptions: OptionSet, @unchecked Sendable {
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public let rawValue: UInt
    public static var omitInsertedObjects: NSOrderedCollectionDifferenceCalculationOptions { fatalError() }
    public static var omitRemovedObjects: NSOrderedCollectionDifferenceCalculationOptions { fatalError() }
    public static var inferMoves: NSOrderedCollectionDifferenceCalculationOptions { fatalError() }
}

/// The difference between two ordered collections (NSOrderedCollectionDifference.h).
open class NSOrderedCollectionDifference: NSObject, NSFastEnumeration {
    public convenience init(changes: [NSOrderedCollectionChange]) { fatalError() }
    public init(insert inserts: IndexSet, insertedObjects: [Any]?, remove removes: IndexSet, removedObjects: [Any]?, additionalChanges changes: [NSOrderedCollectionChange]) { fatalError() }
    public convenience init(insert inserts: IndexSet, insertedObjects: [Any]?, remove removes: IndexSet, removedObjects: [Any]?) { fatalError() }
    open var insertions: [NSOrderedCollectionChange] { fatalError() }
    open var removals: [NSOrderedCollectionChange] { fatalError() }
    open var hasChanges: Bool { fatalError() }
    open func transformingChanges(_ block: (NSOrderedCollectionChange) -> NSOrderedCollectionChange) -> NSOrderedCollectionDifference { fatalError() }
    open func inverse() -> Self { fatalError() }
    open func countByEnumerating(with state: UnsafeMutablePointer<NSFastEnumerationState>, objects buffer: AutoreleasingUnsafeMutablePointer<AnyObject?>, count len: Int) -> Int { fatalError() }
}
