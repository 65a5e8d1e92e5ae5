/// App or framework bundle and its resources.
open class Bundle: NSObject, @unchecked Sendable {
    open class var main: Bundle { fatalError() }
    public init?(path: String) { fatalError() }
    public convenience init?(url: URL) { fatalError() }
    public init(for aClass: AnyClass) { fatalError() }
    public init?(identifier: String) { fatalError() }
    open var bundleIdentifier: String? { fatalError() }
    open var bundleURL: URL { fatalError() }
    open var bundlePath: String { fatalError() }
    open var resourceURL: URL? { fatalError() }
    open var infoDictionary: [String: Any]? { fatalError() }
    open var preferredLocalizations: [String] { fatalError() }
    @discardableResult
    open func object(forInfoDictionaryKey key: String) -> Any? { fatalError() }
    @discardableResult
    open func url(forResource name: String?, withExtension ext: String?) -> URL? { fatalError() }
    @discardableResult
    open func url(forResource name: String?, withExtension ext: String?, subdirectory subpath: String?) -> URL? { fatalError() }
    @discardableResult
    open func path(forResource name: String?, ofType ext: String?) -> String? { fatalError() }
    @discardableResult
    open func localizedString(forKey key: String, value: String?, table tableName: String?) -> String { fatalError() }
}
