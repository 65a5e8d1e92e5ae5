/// Snapshot of what the user is doing, for Handoff and state restoration.
open class NSUserActivity: NSObject {
    public init(activityType: String) { fatalError() }
    open var activityType: String { fatalError() }
    open var title: String? { get { fatalError() } set { } }
    open var userInfo: [AnyHashable: Any]? { get { fatalError() } set { } }
    open var webpageURL: URL? { get { fatalError() } set { } }
}

