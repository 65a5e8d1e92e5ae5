import Foundation

@objc(INIntentHandlingStatus) public enum INIntentHandlingStatus: Int, @unchecked Sendable {
    case unspecified = 0
    case ready = 1
    case inProgress = 2
    case success = 3
    case failure = 4
    case deferredToApplication = 5
    case userConfirmationRequired = 6
}

@objc(INInteractionDirection) public enum INInteractionDirection: Int, @unchecked Sendable {
    case unspecified = 0
    case outgoing = 1
    case incoming = 2
}

/// An intent and its response, donated to the system.
open class INInteraction: NSObject, NSSecureCoding, NSCopying {
    public init(intent: INIntent, response: INIntentResponse?) { fatalError() }
    @available(*, unavailable) public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }

    open func donate(completion: (@Sendable ((any Error)?) -> Void)? = nil) { fatalError() }
    open func donate() async throws { fatalError() }
    open class func deleteAll(completion: (@Sendable ((any Error)?) -> Void)? = nil) { fatalError() }
    open class func deleteAll() async throws { fatalError() }
    open class func delete(with identifiers: [String], completion: (@Sendable ((any Error)?) -> Void)? = nil) { fatalError() }
    open class func delete(with identifiers: [String]) async throws { fatalError() }
    open class func delete(with groupIdentifier: String, completion: (@Sendable ((any Error)?) -> Void)? = nil) { fatalError() }
    open class func delete(with groupIdentifier: String) async throws { fatalError() }

    open var intent: INIntent { fatalError() }
    open var intentResponse: INIntentResponse? { fatalError() }
    open var intentHandlingStatus: INIntentHandlingStatus { fatalError() }
    open var direction: INInteractionDirection { get { fatalError() } set { } }
    open var dateInterval: DateInterval? { get { fatalError() } set { } }
    open var identifier: String { get { fatalError() } set { } }
    open var groupIdentifier: String? { get { fatalError() } set { } }
}

extension NSUserActivity {
    public var interaction: INInteraction? { fatalError() }
    public var suggestedInvocationPhrase: String? { get { fatalError() } set { } }
    @available(iOS 14.0, *)
    public var shortcutAvailability: INShortcutAvailabilityOptions { get { fatalError() } set { } }
}
