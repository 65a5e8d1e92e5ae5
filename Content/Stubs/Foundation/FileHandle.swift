import Foundation

/// An object-oriented wrapper for a file descriptor (NSFileHandle.h).
open class FileHandle: NSObject, NSSecureCoding, @unchecked Sendable {
    public init(fileDescriptor fd: Int32, closeOnDealloc closeopt: Bool) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    public class var supportsSecureCoding: Bool { fatalError() }
    public convenience init(fileDescriptor fd: Int32) { fatalError() }

    open var availableData: Data { fatalError() }
    open func seek(toOffset offset: UInt64) throws { fatalError() }
    open func truncate(atOffset offset: UInt64) throws { fatalError() }
    open func synchronize() throws { fatalError() }
    open func close() throws { fatalError() }

    open class var standardInput: FileHandle { fatalError() }
    open class var standardOutput: FileHandle { fatalError() }
    open class var standardError: FileHandle { fatalError() }
    open class var nullDevice: FileHandle { fatalError() }
    public convenience init?(forReadingAtPath path: String) { fatalError() }
    public convenience init?(forWritingAtPath path: String) { fatalError() }
    public convenience init?(forUpdatingAtPath path: String) { fatalError() }
    public convenience init(forReadingFrom url: URL) throws { fatalError() }
    public convenience init(forWritingTo url: URL) throws { fatalError() }
    public convenience init(forUpdating url: URL) throws { fatalError() }

    open func readInBackgroundAndNotify() { fatalError() }
    open func readToEndOfFileInBackgroundAndNotify() { fatalError() }
    open func acceptConnectionInBackgroundAndNotify() { fatalError() }
    open func waitForDataInBackgroundAndNotify() { fatalError() }
    open var readabilityHandler: (@Sendable (FileHandle) -> Void)? { get { fatalError() } set { } }
    open var writeabilityHandler: (@Sendable (FileHandle) -> Void)? { get { fatalError() } set { } }
    open var fileDescriptor: Int32 { fatalError() }

    // Marked API_TO_BE_DEPRECATED in the header (no deprecation version in effect).
    open func readDataToEndOfFile() -> Data { fatalError() }
    open func readData(ofLength length: Int) -> Data { fatalError() }
    open func write(_ data: Data) { fatalError() }
    open var offsetInFile: UInt64 { fatalError() }
    @discardableResult
    open func seekToEndOfFile() -> UInt64 { fatalError() }
    open func seek(toFileOffset offset: UInt64) { fatalError() }
    open func truncateFile(atOffset offset: UInt64) { fatalError() }
    open func synchronizeFile() { fatalError() }
    open func closeFile() { fatalError() }
}

extension NSNotification.Name {
    public static let NSFileHandleReadToEndOfFileCompletion: NSNotification.Name = { fatalError() }()
    public static let NSFileHandleConnectionAccepted: NSNotification.Name = { fatalError() }()
    public static let NSFileHandleDataAvailable: NSNotification.Name = { fatalError() }()
    public static let NSFileHandleReadCompletion: NSNotification.Name = { fatalError() }()
}

public let NSFileHandleNotificationDataItem: String = { fatalError() }()
public let NSFileHandleNotificationFileHandleItem: String = { fatalError() }()

/// A one-way communications channel between related processes (`NSPipe`).
open class Pipe: NSObject, @unchecked Sendable {
    public override init() { fatalError() }
    open var fileHandleForReading: FileHandle { fatalError() }
    open var fileHandleForWriting: FileHandle { fatalError() }
}
