

/// JSON parsing and writing for Foundation collections.
@_inheritsConvenienceInitializers open class JSONSerialization: NSObject {
    public override init() { fatalError() }
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { fatalError() }
        public static let mutableContainers: JSONSerialization.ReadingOptions = { fatalError() }()
        public static let fragmentsAllowed: JSONSerialization.ReadingOptions = { fatalError() }()
    }
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { fatalError() }
        public static let prettyPrinted: JSONSerialization.WritingOptions = { fatalError() }()
        public static let sortedKeys: JSONSerialization.WritingOptions = { fatalError() }()
    }
    @discardableResult
    open class func jsonObject(with data: Data, options opt: JSONSerialization.ReadingOptions = []) throws -> Any { fatalError() }
    @discardableResult
    open class func data(withJSONObject obj: Any, options opt: JSONSerialization.WritingOptions = []) throws -> Data { fatalError() }
    @discardableResult
    open class func isValidJSONObject(_ obj: Any) -> Bool { fatalError() }
}
