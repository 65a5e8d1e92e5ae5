/// Snapshot of what the user is doing, for Handoff, Spotlight, predictions and state restoration
/// (NSUserActivity.h: every member is iOS 8–13, at or below the stubs' minimum, so none carries `@available`).
open class NSUserActivity: NSObject {
    public init(activityType: String) { fatalError() }
    @available(iOS, introduced: 8.0, deprecated: 10.0, message: "Use initWithActivityType: with a specific activity type string")
    public override convenience init() { fatalError() }
    open var activityType: String { fatalError() }
    open var title: String? { get { fatalError() } set { } }
    open var userInfo: [AnyHashable: Any]? { get { fatalError() } set { } }
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) { fatalError() }
    open var requiredUserInfoKeys: Set<String>? { get { fatalError() } set { } }
    open var needsSave: Bool { get { fatalError() } set { } }
    open var webpageURL: URL? { get { fatalError() } set { } }
    open var referrerURL: URL? { get { fatalError() } set { } }
    open var expirationDate: Date? { get { fatalError() } set { } }
    open var keywords: Set<String> { get { fatalError() } set { } }
    open var supportsContinuationStreams: Bool { get { fatalError() } set { } }
    weak open var delegate: (any NSUserActivityDelegate)? { get { fatalError() } set { } }
    open var targetContentIdentifier: String? { get { fatalError() } set { } }
    open func becomeCurrent() { fatalError() }
    open func resignCurrent() { fatalError() }
    open func invalidate() { fatalError() }
    open func getContinuationStreams(
        completionHandler: @escaping @Sendable (InputStream?, OutputStream?, (any Error)?) -> Void
    ) { fatalError() }
    open func getContinuationStreams() async throws -> (InputStream, OutputStream) { fatalError() }
    open var isEligibleForHandoff: Bool { get { fatalError() } set { } }
    open var isEligibleForSearch: Bool { get { fatalError() } set { } }
    open var isEligibleForPublicIndexing: Bool { get { fatalError() } set { } }
    open var isEligibleForPrediction: Bool { get { fatalError() } set { } }
    open var persistentIdentifier: NSUserActivityPersistentIdentifier? { get { fatalError() } set { } }
    open class func deleteSavedUserActivities(
        withPersistentIdentifiers persistentIdentifiers: [NSUserActivityPersistentIdentifier],
        completionHandler handler: @escaping @Sendable () -> Void
    ) { fatalError() }
    open class func deleteSavedUserActivities(
        withPersistentIdentifiers persistentIdentifiers: [NSUserActivityPersistentIdentifier]
    ) async { fatalError() }
    open class func deleteAllSavedUserActivities(completionHandler handler: @escaping @Sendable () -> Void) {
        fatalError()
    }
    open class func deleteAllSavedUserActivities() async { fatalError() }
}

/// A persistent identifier string (NS_SWIFT_BRIDGED_TYPEDEF of NSString).
public typealias NSUserActivityPersistentIdentifier = String

/// The activity type of a continued web page or universal link.
public let NSUserActivityTypeBrowsingWeb: String = { fatalError() }()

/// Told when an activity is saved or continued.
@objc public protocol NSUserActivityDelegate: NSObjectProtocol {
    @objc optional func userActivityWillSave(_ userActivity: NSUserActivity)
    @objc optional func userActivityWasContinued(_ userActivity: NSUserActivity)
    @objc optional func userActivity(
        _ userActivity: NSUserActivity, didReceive inputStream: InputStream, outputStream: OutputStream)
}
