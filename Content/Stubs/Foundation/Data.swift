/// A byte buffer in memory.
public struct Data: Hashable, Equatable, Sendable, Codable, RandomAccessCollection, MutableCollection, RangeReplaceableCollection, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public typealias ReferenceType = NSData
    public typealias Element = UInt8
    public typealias Index = Int
    public typealias Indices = Range<Int>
    public typealias SubSequence = Data

    public init() { fatalError() }
    public init(count: Int) { fatalError() }
    public init(capacity: Int) { fatalError() }
    public init(_ elements: some Sequence<UInt8>) { fatalError() }
    public init(bytes: UnsafeRawPointer, count: Int) { fatalError() }
    public init<SourceType>(buffer: UnsafeBufferPointer<SourceType>) { fatalError() }
    public init(contentsOf url: URL, options: Data.ReadingOptions = []) throws { fatalError() }
    public init?(base64Encoded base64String: String, options: Data.Base64DecodingOptions = []) { fatalError() }

    public var count: Int { get { fatalError() } set { } }
    public var startIndex: Int { fatalError() }
    public var endIndex: Int { fatalError() }
    public subscript(index: Int) -> UInt8 { get { fatalError() } set { } }
    public subscript(bounds: Range<Int>) -> Data { get { fatalError() } set { } }
    public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C) where C.Element == UInt8 { fatalError() }
    public mutating func append(_ other: Data) { fatalError() }
    public mutating func append(contentsOf bytes: [UInt8]) { fatalError() }

    public func write(to url: URL, options: Data.WritingOptions = []) throws { fatalError() }
    public func base64EncodedString(options: Data.Base64EncodingOptions = []) -> String { fatalError() }
    public func base64EncodedData(options: Data.Base64EncodingOptions = []) -> Data { fatalError() }
    public func withUnsafeBytes<ResultType>(_ body: (UnsafeRawBufferPointer) throws -> ResultType) rethrows -> ResultType { fatalError() }

    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { fatalError() }
        public static let mappedIfSafe: Data.ReadingOptions = { fatalError() }()
        public static let uncached: Data.ReadingOptions = { fatalError() }()
        public static let alwaysMapped: Data.ReadingOptions = { fatalError() }()
    }
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { fatalError() }
        public static let atomic: Data.WritingOptions = { fatalError() }()
        public static let withoutOverwriting: Data.WritingOptions = { fatalError() }()
        public static let completeFileProtection: Data.WritingOptions = { fatalError() }()
    }
    public struct Base64EncodingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { fatalError() }
        public static let lineLength64Characters: Data.Base64EncodingOptions = { fatalError() }()
        public static let lineLength76Characters: Data.Base64EncodingOptions = { fatalError() }()
        public static let endLineWithCarriageReturn: Data.Base64EncodingOptions = { fatalError() }()
        public static let endLineWithLineFeed: Data.Base64EncodingOptions = { fatalError() }()
    }
    public struct Base64DecodingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { fatalError() }
        public static let ignoreUnknownCharacters: Data.Base64DecodingOptions = { fatalError() }()
    }

    public var description: String { fatalError() }
    public var debugDescription: String { fatalError() }
    public var customMirror: Mirror { fatalError() }
}

extension Data: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSData { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ input: NSData, result: inout Data?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ input: NSData, result: inout Data?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSData?) -> Data { fatalError() }
}

/// The Objective-C reference type bridged to `Data`.
open class NSData: NSObject, NSCopying, @unchecked Sendable {
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    public override init() { fatalError() }
    open var length: Int { fatalError() }
}

extension Data: ReferenceConvertible {}
