/// File system access: listing, copying, moving and removing items.
open class FileManager: NSObject, @unchecked Sendable {
    open class var `default`: FileManager { fatalError() }
    public override init() { fatalError() }

    /// Well-known directory kinds (documents, caches…).
    public enum SearchPathDirectory: UInt, @unchecked Sendable {
        case applicationDirectory = 1, libraryDirectory = 5, userDirectory = 7, documentationDirectory = 8, documentDirectory = 9, cachesDirectory = 13, applicationSupportDirectory = 14, downloadsDirectory = 15, itemReplacementDirectory = 99
    }
    /// Domains (user, local…) to search for well-known directories.
    public struct SearchPathDomainMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { fatalError() }
        public static var userDomainMask: FileManager.SearchPathDomainMask { fatalError() }
        public static var localDomainMask: FileManager.SearchPathDomainMask { fatalError() }
        public static var allDomainsMask: FileManager.SearchPathDomainMask { fatalError() }
    }

    @discardableResult
    open func urls(for directory: FileManager.SearchPathDirectory, in domainMask: FileManager.SearchPathDomainMask) -> [URL] { fatalError() }
    @discardableResult
    open func url(for directory: FileManager.SearchPathDirectory, in domain: FileManager.SearchPathDomainMask, appropriateFor url: URL?, create shouldCreate: Bool) throws -> URL { fatalError() }
    open var temporaryDirectory: URL { fatalError() }
    @discardableResult
    open func fileExists(atPath path: String) -> Bool { fatalError() }
    @discardableResult
    open func fileExists(atPath path: String, isDirectory: UnsafeMutablePointer<ObjCBool>?) -> Bool { fatalError() }
    open func createDirectory(at url: URL, withIntermediateDirectories createIntermediates: Bool, attributes: [FileAttributeKey: Any]? = nil) throws { fatalError() }
    @discardableResult
    open func createFile(atPath path: String, contents data: Data?, attributes attr: [FileAttributeKey: Any]? = nil) -> Bool { fatalError() }
    @discardableResult
    open func contentsOfDirectory(at url: URL, includingPropertiesForKeys keys: [URLResourceKey]?, options mask: FileManager.DirectoryEnumerationOptions = []) throws -> [URL] { fatalError() }
    @discardableResult
    open func contentsOfDirectory(atPath path: String) throws -> [String] { fatalError() }
    open func removeItem(at URL: URL) throws { fatalError() }
    open func removeItem(atPath path: String) throws { fatalError() }
    open func moveItem(at srcURL: URL, to dstURL: URL) throws { fatalError() }
    open func copyItem(at srcURL: URL, to dstURL: URL) throws { fatalError() }
    @discardableResult
    open func attributesOfItem(atPath path: String) throws -> [FileAttributeKey: Any] { fatalError() }

    public struct DirectoryEnumerationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { fatalError() }
        public static var skipsSubdirectoryDescendants: FileManager.DirectoryEnumerationOptions { fatalError() }
        public static var skipsPackageDescendants: FileManager.DirectoryEnumerationOptions { fatalError() }
        public static var skipsHiddenFiles: FileManager.DirectoryEnumerationOptions { fatalError() }
    }
}

/// Keys of a file attribute dictionary.
public struct FileAttributeKey: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Equatable, Hashable, Sendable {
    public init(_ rawValue: String) { fatalError() }
    public init(rawValue: String) { fatalError() }
    public var rawValue: String { fatalError() }
    public static let size: FileAttributeKey = { fatalError() }()
    public static let creationDate: FileAttributeKey = { fatalError() }()
    public static let modificationDate: FileAttributeKey = { fatalError() }()
}

/// Resource value keys for file URLs.
public struct URLResourceKey: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Equatable, Hashable, Sendable {
    public init(_ rawValue: String) { fatalError() }
    public init(rawValue: String) { fatalError() }
    public var rawValue: String { fatalError() }
    public static let isDirectoryKey: URLResourceKey = { fatalError() }()
    public static let fileSizeKey: URLResourceKey = { fatalError() }()
    public static let nameKey: URLResourceKey = { fatalError() }()
}

/// Facts about the running process and its environment.
@_inheritsConvenienceInitializers open class ProcessInfo: NSObject, @unchecked Sendable {
    public override init() { fatalError() }
    open class var processInfo: ProcessInfo { fatalError() }
    open var environment: [String: String] { fatalError() }
    open var arguments: [String] { fatalError() }
    open var processName: String { fatalError() }
    open var globallyUniqueString: String { fatalError() }
    open var operatingSystemVersionString: String { fatalError() }
    open var isLowPowerModeEnabled: Bool { fatalError() }
    open var systemUptime: TimeInterval { fatalError() }
    open var isiOSAppOnMac: Bool { fatalError() }
}
