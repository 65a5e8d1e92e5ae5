/// Base class for a unit of work run by an operation queue.
open class Operation: NSObject, @unchecked Sendable {
    public override init() { fatalError() }
    open func start() { fatalError() }
    open func main() { fatalError() }
    open var isCancelled: Bool { fatalError() }
    open func cancel() { fatalError() }
    open var isExecuting: Bool { fatalError() }
    open var isFinished: Bool { fatalError() }
    open var isReady: Bool { fatalError() }
    open func addDependency(_ op: Operation) { fatalError() }
    open func removeDependency(_ op: Operation) { fatalError() }
    open var dependencies: [Operation] { fatalError() }
    open var completionBlock: (@Sendable () -> Void)? { get { fatalError() } set { } }
    open func waitUntilFinished() { fatalError() }
    open var name: String? { get { fatalError() } set { } }
}

/// Operation that runs one or more closures.
open class BlockOperation: Operation, @unchecked Sendable {
    public override init() { fatalError() }
    public convenience init(block: @escaping @Sendable () -> Void) { fatalError() }
    open func addExecutionBlock(_ block: @escaping @Sendable () -> Void) { fatalError() }
}

/// Runs operations, honouring their priorities and dependencies.
open class OperationQueue: NSObject, ProgressReporting, @unchecked Sendable {
    open class var main: OperationQueue { fatalError() }
    open class var current: OperationQueue? { fatalError() }
    public override init() { fatalError() }
    open func addOperation(_ op: Operation) { fatalError() }
    open func addOperation(_ block: @escaping @Sendable () -> Void) { fatalError() }
    open func addOperations(_ ops: [Operation], waitUntilFinished wait: Bool) { fatalError() }
    @available(iOS 13.0, *)
    open func addBarrierBlock(_ barrier: @escaping @Sendable () -> Void) { fatalError() }
    open var maxConcurrentOperationCount: Int { get { fatalError() } set { } }
    open var isSuspended: Bool { get { fatalError() } set { } }
    open var name: String? { get { fatalError() } set { } }
    open var qualityOfService: QualityOfService { get { fatalError() } set { } }
    open var underlyingQueue: DispatchQueue? { get { fatalError() } set { } }
    open func cancelAllOperations() { fatalError() }
    open func waitUntilAllOperationsAreFinished() { fatalError() }
    @available(iOS 13.0, *)
    open var progress: Progress { fatalError() }
}

/// Work priority classes (user-interactive down to background).
public enum QualityOfService: Int, @unchecked Sendable {
    case userInteractive = 33
    case userInitiated = 25
    case utility = 17
    case background = 9
    case `default` = -1
}

/// Progress tracking for a task, with completed and total units.
open class Progress: NSObject, @unchecked Sendable {
    public init(totalUnitCount unitCount: Int64) { fatalError() }
    open var totalUnitCount: Int64 { get { fatalError() } set { } }
    open var completedUnitCount: Int64 { get { fatalError() } set { } }
    open var fractionCompleted: Double { fatalError() }
    open var isFinished: Bool { fatalError() }
    open var isCancelled: Bool { fatalError() }
    open func cancel() { fatalError() }
}

/// Protocol for types that expose a `progress` object.
@objc public protocol ProgressReporting: NSObjectProtocol {
    var progress: Progress { get }
}

/// Foundation's thread class.
@_inheritsConvenienceInitializers open class Thread: NSObject, @unchecked Sendable {
    public override init() { fatalError() }
    open class var current: Thread { fatalError() }
    open class var main: Thread { fatalError() }
    open class var isMainThread: Bool { fatalError() }
    open var isMainThread: Bool { fatalError() }
    open class func sleep(forTimeInterval ti: TimeInterval) { fatalError() }
    open class var callStackSymbols: [String] { fatalError() }
}
