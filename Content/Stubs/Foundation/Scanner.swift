import Foundation

/// A string parser that scans for substrings or characters in a character set, and for numeric values (NSScanner.h).
open class Scanner: NSObject, NSCopying, @unchecked Sendable {
    public init(string: String) { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var string: String { fatalError() }
    @available(iOS, introduced: 2.0, deprecated: 13.0)
    open var scanLocation: Int { get { fatalError() } set { } }
    open var charactersToBeSkipped: CharacterSet? { get { fatalError() } set { } }
    open var caseSensitive: Bool { get { fatalError() } set { } }
    open var locale: Any? { get { fatalError() } set { } }
    open var isAtEnd: Bool { fatalError() }
    open class func localizedScanner(with string: String) -> Any { fatalError() }

    // NSExtendedScanner (NSScanner.h). Only members whose Swift name and iOS status Apple's pages confirm.
    @available(iOS, introduced: 2.0, deprecated: 13.0)
    open func scanInt32(_ result: UnsafeMutablePointer<Int32>?) -> Bool { fatalError() }
    open func scanUnsignedLongLong(_ result: UnsafeMutablePointer<UInt64>?) -> Bool { fatalError() }
    open func scanHexInt64(_ result: UnsafeMutablePointer<UInt64>?) -> Bool { fatalError() }
    open func scanHexFloat(_ result: UnsafeMutablePointer<Float>?) -> Bool { fatalError() }
    open func scanHexDouble(_ result: UnsafeMutablePointer<Double>?) -> Bool { fatalError() }
}
