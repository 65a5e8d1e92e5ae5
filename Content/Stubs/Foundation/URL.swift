/// A value that identifies the location of a resource, such as an item on a remote server or the path to a local file.
public struct URL: Hashable, Equatable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    public typealias ReferenceType = NSURL

    public init?(string: String) { fatalError() }
    public init?(string: String, relativeTo url: URL?) { fatalError() }
    @available(iOS 17.0, *)
    public init?(string: String, encodingInvalidCharacters: Bool) { fatalError() }
    public init(fileURLWithPath path: String) { fatalError() }
    public init(fileURLWithPath path: String, isDirectory: Bool) { fatalError() }
    public init(fileURLWithPath path: String, relativeTo base: URL?) { fatalError() }
    @available(iOS 16.0, *)
    public init(filePath path: String, directoryHint: URL.DirectoryHint = .inferFromPath, relativeTo base: URL? = nil) { fatalError() }
    public init?(dataRepresentation: Data, relativeTo url: URL?, isAbsolute: Bool = false) { fatalError() }

    /// Whether the path refers to a directory, used by the iOS 16 path APIs.
    @available(iOS 16.0, *)
    public enum DirectoryHint: Sendable, Equatable, Hashable {
        case isDirectory, notDirectory, checkFileSystem, inferFromPath
    }

    public var absoluteString: String { fatalError() }
    public var absoluteURL: URL { fatalError() }
    public var baseURL: URL? { fatalError() }
    public var relativeString: String { fatalError() }
    public var scheme: String? { fatalError() }
    public var host: String? { fatalError() }
    @available(iOS 16.0, *)
    public func host(percentEncoded: Bool = true) -> String? { fatalError() }
    public var port: Int? { fatalError() }
    public var path: String { fatalError() }
    @available(iOS 16.0, *)
    public func path(percentEncoded: Bool = true) -> String { fatalError() }
    public var query: String? { fatalError() }
    public var fragment: String? { fatalError() }
    public var lastPathComponent: String { fatalError() }
    public var pathComponents: [String] { fatalError() }
    public var pathExtension: String { fatalError() }
    public var isFileURL: Bool { fatalError() }
    public var hasDirectoryPath: Bool { fatalError() }

    public func appendingPathComponent(_ pathComponent: String) -> URL { fatalError() }
    public func appendingPathComponent(_ pathComponent: String, isDirectory: Bool) -> URL { fatalError() }
    public func appendingPathExtension(_ pathExtension: String) -> URL { fatalError() }
    public func deletingLastPathComponent() -> URL { fatalError() }
    public func deletingPathExtension() -> URL { fatalError() }
    public mutating func appendPathComponent(_ pathComponent: String) { fatalError() }
    @available(iOS 16.0, *)
    public func appending<S: StringProtocol>(path: S, directoryHint: URL.DirectoryHint = .inferFromPath) -> URL { fatalError() }
    @available(iOS 16.0, *)
    public func appending<S: StringProtocol>(component: S, directoryHint: URL.DirectoryHint = .inferFromPath) -> URL { fatalError() }
    @available(iOS 16.0, *)
    public func appending(queryItems: [URLQueryItem]) -> URL { fatalError() }
    @available(iOS 16.0, *)
    public mutating func append<S: StringProtocol>(path: S, directoryHint: URL.DirectoryHint = .inferFromPath) { fatalError() }

    @available(iOS 16.0, *)
    public static var documentsDirectory: URL { fatalError() }
    @available(iOS 16.0, *)
    public static var cachesDirectory: URL { fatalError() }
    @available(iOS 16.0, *)
    public static var temporaryDirectory: URL { fatalError() }
    @available(iOS 16.0, *)
    public static var applicationSupportDirectory: URL { fatalError() }

    public var description: String { fatalError() }
    public var debugDescription: String { fatalError() }
}

extension URL: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSURL { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSURL, result: inout URL?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSURL, result: inout URL?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSURL?) -> URL { fatalError() }
}

/// The Objective-C reference type bridged to `URL`.
open class NSURL: NSObject, NSCopying, @unchecked Sendable {
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    public override init() { fatalError() }
    open var absoluteString: String? { fatalError() }
}

/// A single name-value pair from the query portion of a URL.
public struct URLQueryItem: Hashable, Equatable, Sendable, CustomStringConvertible {
    public init(name: String, value: String?) { fatalError() }
    public var name: String { get { fatalError() } set { } }
    public var value: String? { get { fatalError() } set { } }
    public var description: String { fatalError() }
}

/// A structure that parses URLs into and constructs URLs from their constituent parts.
public struct URLComponents: Hashable, Equatable, Sendable, CustomStringConvertible {
    public init() { fatalError() }
    public init?(url: URL, resolvingAgainstBaseURL resolve: Bool) { fatalError() }
    public init?(string: String) { fatalError() }
    public var url: URL? { fatalError() }
    public var string: String? { fatalError() }
    public var scheme: String? { get { fatalError() } set { } }
    public var host: String? { get { fatalError() } set { } }
    public var port: Int? { get { fatalError() } set { } }
    public var path: String { get { fatalError() } set { } }
    public var query: String? { get { fatalError() } set { } }
    public var fragment: String? { get { fatalError() } set { } }
    public var queryItems: [URLQueryItem]? { get { fatalError() } set { } }
    public var description: String { fatalError() }
}

extension URL: ReferenceConvertible {}
