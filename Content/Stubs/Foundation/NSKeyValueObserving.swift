

extension NSObject {}

/// Which values a KVO change dictionary includes.
public struct NSKeyValueObservingOptions: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { fatalError() }
    public static var new: NSKeyValueObservingOptions { fatalError() }
    public static var old: NSKeyValueObservingOptions { fatalError() }
    public static var initial: NSKeyValueObservingOptions { fatalError() }
    public static var prior: NSKeyValueObservingOptions { fatalError() }
}

/// Kind of KVO change (setting, insertion, removal, replacement).
public enum NSKeyValueChange: UInt, @unchecked Sendable {
    case setting = 1, insertion = 2, removal = 3, replacement = 4
}
