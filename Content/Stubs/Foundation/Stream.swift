import Foundation

/// An abstract class representing a stream (NSStream.h).
open class Stream: NSObject {
    /// `NSStreamStatus`.
    @objc(NSStreamStatus)
    public enum Status: UInt, @unchecked Sendable {
        case notOpen = 0
        case opening = 1
        case open = 2
        case reading = 3
        case writing = 4
        case atEnd = 5
        case closed = 6
        case error = 7
    }
    /// `NSStreamEvent`.
    public struct Event: OptionSet, @unchecked Sendable {
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public let rawValue: UInt
        public static var openCompleted: Stream.Event { fatalError() }
        public static var hasBytesAvailable: Stream.Event { fatalError() }
        public static var hasSpaceAvailable: Stream.Event { fatalError() }
        public static var errorOccurred: Stream.Event { fatalError() }
        public static var endEncountered: Stream.Event { fatalError() }
    }
    /// `NSStreamPropertyKey`.
    public struct PropertyKey: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public init(_ rawValue: String) { fatalError() }
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
        public static let socketSecurityLevelKey: Stream.PropertyKey = { fatalError() }()
        public static let socksProxyConfigurationKey: Stream.PropertyKey = { fatalError() }()
        public static let dataWrittenToMemoryStreamKey: Stream.PropertyKey = { fatalError() }()
        public static let fileCurrentOffsetKey: Stream.PropertyKey = { fatalError() }()
        public static let networkServiceType: Stream.PropertyKey = { fatalError() }()
    }
    public override init() { fatalError() }
    open func open() { fatalError() }
    open func close() { fatalError() }
    unowned(unsafe) open var delegate: (any StreamDelegate)? { get { fatalError() } set { } }
    open func property(forKey key: Stream.PropertyKey) -> Any? { fatalError() }
    open func setProperty(_ property: Any?, forKey key: Stream.PropertyKey) -> Bool { fatalError() }
    open func schedule(in aRunLoop: RunLoop, forMode mode: RunLoop.Mode) { fatalError() }
    open func remove(from aRunLoop: RunLoop, forMode mode: RunLoop.Mode) { fatalError() }
    open var streamStatus: Stream.Status { fatalError() }
    open var streamError: (any Error)? { fatalError() }
    open class func getBoundStreams(withBufferSize bufferSize: Int, inputStream: AutoreleasingUnsafeMutablePointer<InputStream?>?, outputStream: AutoreleasingUnsafeMutablePointer<OutputStream?>?) { fatalError() }
}

/// A stream that provides read-only stream functionality (NSStream.h).
open class InputStream: Stream {
    open func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength len: Int) -> Int { fatalError() }
    open func getBuffer(_ buffer: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, length len: UnsafeMutablePointer<Int>) -> Bool { fatalError() }
    open var hasBytesAvailable: Bool { fatalError() }
    public init(data: Data) { fatalError() }
    public init?(url: URL) { fatalError() }
    public convenience init?(fileAtPath path: String) { fatalError() }
}

/// A stream that provides write-only stream functionality (NSStream.h).
open class OutputStream: Stream {
    open func write(_ buffer: UnsafePointer<UInt8>, maxLength len: Int) -> Int { fatalError() }
    open var hasSpaceAvailable: Bool { fatalError() }
    public init(toMemory: ()) { fatalError() }
    public init(toBuffer buffer: UnsafeMutablePointer<UInt8>, capacity: Int) { fatalError() }
    public init?(url: URL, append shouldAppend: Bool) { fatalError() }
    public convenience init?(toFileAtPath path: String, append shouldAppend: Bool) { fatalError() }
    open class func toMemory() -> Self { fatalError() }
}

/// The interface delegates of stream objects implement to handle events on the stream (NSStream.h).
/// Not `@objc` here (the stub's `Stream.Event` is a Swift struct); the optional method has an empty default.
public protocol StreamDelegate: NSObjectProtocol {
    func stream(_ aStream: Stream, handle eventCode: Stream.Event)
}

extension StreamDelegate {
    public func stream(_ aStream: Stream, handle eventCode: Stream.Event) { }
}
