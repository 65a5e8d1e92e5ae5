import Foundation

/// `NSLocking` (NSLock.h).
@objc public protocol NSLocking {
    func lock()
    func unlock()
}

/// An object that coordinates the operation of multiple threads of execution (NSLock.h).
open class NSLock: NSObject, NSLocking, @unchecked Sendable {
    public override init() { fatalError() }
    open func lock() { fatalError() }
    open func unlock() { fatalError() }
    open func `try`() -> Bool { fatalError() }
    open func lock(before limit: Date) -> Bool { fatalError() }
    open var name: String? { get { fatalError() } set { } }
}

/// A lock that may be acquired multiple times by the same thread without causing a deadlock (NSLock.h).
open class NSRecursiveLock: NSObject, NSLocking, @unchecked Sendable {
    public override init() { fatalError() }
    open func lock() { fatalError() }
    open func unlock() { fatalError() }
    open func `try`() -> Bool { fatalError() }
    open func lock(before limit: Date) -> Bool { fatalError() }
    open var name: String? { get { fatalError() } set { } }
}

/// A condition variable whose semantics follow those used for POSIX-style conditions (NSLock.h).
open class NSCondition: NSObject, NSLocking, @unchecked Sendable {
    public override init() { fatalError() }
    open func lock() { fatalError() }
    open func unlock() { fatalError() }
    open func wait() { fatalError() }
    open func wait(until limit: Date) -> Bool { fatalError() }
    open func signal() { fatalError() }
    open func broadcast() { fatalError() }
    open var name: String? { get { fatalError() } set { } }
}
