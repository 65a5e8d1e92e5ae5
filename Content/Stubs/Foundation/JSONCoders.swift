/// An object that encodes instances of a data type as JSON objects.
open class JSONEncoder: @unchecked Sendable {
    public struct OutputFormatting: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { fatalError() }
        public static let prettyPrinted: JSONEncoder.OutputFormatting = { fatalError() }()
        public static let sortedKeys: JSONEncoder.OutputFormatting = { fatalError() }()
        public static let withoutEscapingSlashes: JSONEncoder.OutputFormatting = { fatalError() }()
    }
    public enum DateEncodingStrategy: Sendable {
        case deferredToDate
        case secondsSince1970
        case millisecondsSince1970
        case iso8601
        case formatted(DateFormatter)
        case custom(@Sendable (Date, any Encoder) throws -> Void)
    }
    public enum DataEncodingStrategy: Sendable {
        case deferredToData, base64
        case custom(@Sendable (Data, any Encoder) throws -> Void)
    }
    public enum KeyEncodingStrategy: Sendable {
        case useDefaultKeys, convertToSnakeCase
        case custom(@Sendable (_ codingPath: [any CodingKey]) -> any CodingKey)
    }
    public init() { fatalError() }
    open var outputFormatting: JSONEncoder.OutputFormatting { get { fatalError() } set { } }
    open var dateEncodingStrategy: JSONEncoder.DateEncodingStrategy { get { fatalError() } set { } }
    open var dataEncodingStrategy: JSONEncoder.DataEncodingStrategy { get { fatalError() } set { } }
    open var keyEncodingStrategy: JSONEncoder.KeyEncodingStrategy { get { fatalError() } set { } }
    open var userInfo: [CodingUserInfoKey: Any] { get { fatalError() } set { } }
    open func encode<T: Encodable>(_ value: T) throws -> Data { fatalError() }
}

/// An object that decodes instances of a data type from JSON objects.
open class JSONDecoder: @unchecked Sendable {
    public enum DateDecodingStrategy: Sendable {
        case deferredToDate
        case secondsSince1970
        case millisecondsSince1970
        case iso8601
        case formatted(DateFormatter)
        case custom(@Sendable (_ decoder: any Decoder) throws -> Date)
    }
    public enum DataDecodingStrategy: Sendable {
        case deferredToData, base64
        case custom(@Sendable (_ decoder: any Decoder) throws -> Data)
    }
    public enum KeyDecodingStrategy: Sendable {
        case useDefaultKeys, convertFromSnakeCase
        case custom(@Sendable (_ codingPath: [any CodingKey]) -> any CodingKey)
    }
    public init() { fatalError() }
    open var dateDecodingStrategy: JSONDecoder.DateDecodingStrategy { get { fatalError() } set { } }
    open var dataDecodingStrategy: JSONDecoder.DataDecodingStrategy { get { fatalError() } set { } }
    open var keyDecodingStrategy: JSONDecoder.KeyDecodingStrategy { get { fatalError() } set { } }
    open var userInfo: [CodingUserInfoKey: Any] { get { fatalError() } set { } }
    open func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T { fatalError() }
}

/// An object that converts between JSON and the equivalent Foundation objects.
open class JSONSerialization: NSObject {
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

/// An object that encodes instances of data types to a property list.
open class PropertyListEncoder {
    public init() { fatalError() }
    open func encode<Value: Encodable>(_ value: Value) throws -> Data { fatalError() }
}

/// An object that decodes instances of data types from a property list.
open class PropertyListDecoder {
    public init() { fatalError() }
    open func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T { fatalError() }
}
