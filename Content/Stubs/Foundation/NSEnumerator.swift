import Foundation

/// `NSFastEnumerationState` (NSEnumerator.h).
public struct NSFastEnumerationState {
    public var state: UInt
    public var itemsPtr: AutoreleasingUnsafeMutablePointer<AnyObject?>?
    public var mutationsPtr: UnsafeMutablePointer<UInt>?
    public var extra: (UInt, UInt, UInt, UInt, UInt)
    public init() { fatalError() }
    public init(state: UInt, itemsPtr: AutoreleasingUnsafeMutablePointer<AnyObject?>?, mutationsPtr: UnsafeMutablePointer<UInt>?, extra: (UInt, UInt, UInt, UInt, UInt)) { fatalError() }
}

/// `NSFastEnumeration` (NSEnumerator.h). Not `@objc` here: the stub's `NSFastEnumerationState` is a Swift struct.
public protocol NSFastEnumeration {
    func countByEnumerating(with state: UnsafeMutablePointer<NSFastEnumerationState>, objects buffer: AutoreleasingUnsafeMutablePointer<AnyObject?>, count len: Int) -> Int
}

/// An abstract class whose subclasses enumerate collections of objects (NSEnumerator.h).
open class NSEnumerator: NSObject, NSFastEnumeration {
    public override init() { fatalError() }
    open func nextObject() -> Any? { fatalError() }
    open var allObjects: [Any] { fatalError() }
    open func countByEnumerating(with state: UnsafeMutablePointer<NSFastEnumerationState>, objects buffer: AutoreleasingUnsafeMutablePointer<AnyObject?>, count len: Int) -> Int { fatalError() }
}

/// `NSEnumerationOptions` (NSObjCRuntime.h).
public struct NSEnumerationOptions: OptionSet, @unchecked Sendable {
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public let rawValue: UInt
    public static var concurrent: NSEnumerationOptions { fatalError() }
    public static var reverse: NSEnumerationOptions { fatalError() }
}

/// `NSSortOptions` (NSObjCRuntime.h).
public struct NSSortOptions: OptionSet, @unchecked Sendable {
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public let rawValue: UInt
    public static var concurrent: NSSortOptions { fatalError() }
    public static var stable: NSSortOptions { fatalError() }
}
