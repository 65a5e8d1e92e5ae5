/// Persistent key-value preferences store.
open class UserDefaults: NSObject, @unchecked Sendable {
    open class var standard: UserDefaults { fatalError() }
    public override convenience init() { fatalError() }
    public init?(suiteName suitename: String?) { fatalError() }

    @discardableResult
    open func object(forKey defaultName: String) -> Any? { fatalError() }
    open func set(_ value: Any?, forKey defaultName: String) { fatalError() }
    open func set(_ value: Int, forKey defaultName: String) { fatalError() }
    open func set(_ value: Float, forKey defaultName: String) { fatalError() }
    open func set(_ value: Double, forKey defaultName: String) { fatalError() }
    open func set(_ value: Bool, forKey defaultName: String) { fatalError() }
    open func set(_ url: URL?, forKey defaultName: String) { fatalError() }
    open func removeObject(forKey defaultName: String) { fatalError() }
    @discardableResult
    open func string(forKey defaultName: String) -> String? { fatalError() }
    @discardableResult
    open func array(forKey defaultName: String) -> [Any]? { fatalError() }
    @discardableResult
    open func dictionary(forKey defaultName: String) -> [String: Any]? { fatalError() }
    @discardableResult
    open func data(forKey defaultName: String) -> Data? { fatalError() }
    @discardableResult
    open func stringArray(forKey defaultName: String) -> [String]? { fatalError() }
    @discardableResult
    open func integer(forKey defaultName: String) -> Int { fatalError() }
    @discardableResult
    open func float(forKey defaultName: String) -> Float { fatalError() }
    @discardableResult
    open func double(forKey defaultName: String) -> Double { fatalError() }
    @discardableResult
    open func bool(forKey defaultName: String) -> Bool { fatalError() }
    @discardableResult
    open func url(forKey defaultName: String) -> URL? { fatalError() }
    open func register(defaults registrationDictionary: [String: Any]) { fatalError() }
    @discardableResult
    open func dictionaryRepresentation() -> [String: Any] { fatalError() }

    public class var didChangeNotification: NSNotification.Name { fatalError() }
}
