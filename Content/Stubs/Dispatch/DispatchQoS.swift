/// Priority class attached to dispatched work.
public struct DispatchQoS: Equatable, Sendable {
    public let qosClass: DispatchQoS.QoSClass
    public let relativePriority: Int
    public static let background: DispatchQoS = { fatalError() }()
    public static let utility: DispatchQoS = { fatalError() }()
    public static let `default`: DispatchQoS = { fatalError() }()
    public static let userInitiated: DispatchQoS = { fatalError() }()
    public static let userInteractive: DispatchQoS = { fatalError() }()
    public static let unspecified: DispatchQoS = { fatalError() }()
    public init(qosClass: DispatchQoS.QoSClass, relativePriority: Int) { fatalError() }

    public enum QoSClass: Sendable {
        case background, utility, `default`, userInitiated, userInteractive, unspecified
    }
}

/// Flags that adjust how a work item runs.
public struct DispatchWorkItemFlags: OptionSet, RawRepresentable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { fatalError() }
    public static let barrier: DispatchWorkItemFlags = { fatalError() }()
    public static let detached: DispatchWorkItemFlags = { fatalError() }()
    public static let assignCurrentContext: DispatchWorkItemFlags = { fatalError() }()
    public static let noQoS: DispatchWorkItemFlags = { fatalError() }()
    public static let inheritQoS: DispatchWorkItemFlags = { fatalError() }()
    public static let enforceQoS: DispatchWorkItemFlags = { fatalError() }()
}
