/// A representation of the state of your app at a moment in time.
open class NSUserActivity: NSObject {
    public init(activityType: String) { fatalError() }
    open var activityType: String { fatalError() }
    open var title: String? { get { fatalError() } set { } }
    open var userInfo: [AnyHashable: Any]? { get { fatalError() } set { } }
    open var webpageURL: URL? { get { fatalError() } set { } }
}

