/// Error with domain, code and user-info dictionary.
open class NSError: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    public init(domain: String, code: Int, userInfo dict: [String: Any]? = nil) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var domain: String { fatalError() }
    open var code: Int { fatalError() }
    open var userInfo: [String: Any] { fatalError() }
    open var localizedDescription: String { fatalError() }
    open var localizedFailureReason: String? { fatalError() }
    open var localizedRecoverySuggestion: String? { fatalError() }
    open var localizedRecoveryOptions: [String]? { fatalError() }
    open var helpAnchor: String? { fatalError() }
    @available(iOS 14.5, *)
    open var underlyingErrors: [any Error] { fatalError() }
}

public let NSLocalizedDescriptionKey: String = { fatalError() }()
public let NSLocalizedFailureReasonErrorKey: String = { fatalError() }()
public let NSLocalizedRecoverySuggestionErrorKey: String = { fatalError() }()
public let NSUnderlyingErrorKey: String = { fatalError() }()
public let NSCocoaErrorDomain: String = { fatalError() }()
public let NSURLErrorDomain: String = { fatalError() }()

extension Error {
}
