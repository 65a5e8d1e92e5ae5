/// Information about an error condition including a domain, a domain-specific error code, and application-specific information.
open class NSError: NSObject, NSCopying, NSSecureCoding, Error, @unchecked Sendable {
    public init(domain: String, code: Int, userInfo dict: [String: Any]? = nil) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var domain: String { fatalError() }
    open var code: Int { fatalError() }
    open var userInfo: [String: Any] { fatalError() }
    open var localizedDescription: String { fatalError() }
    open var localizedFailureReason: String? { fatalError() }
    open var localizedRecoverySuggestion: String? { fatalError() }
    open var localizedRecoveryOptions: [String]? { fatalError() }
    open var helpAnchor: String? { fatalError() }
    @available(iOS 14.5, *)
    open var underlyingErrors: [any Error] { fatalError() }
}

public let NSLocalizedDescriptionKey: String = { fatalError() }()
public let NSLocalizedFailureReasonErrorKey: String = { fatalError() }()
public let NSLocalizedRecoverySuggestionErrorKey: String = { fatalError() }()
public let NSUnderlyingErrorKey: String = { fatalError() }()
public let NSCocoaErrorDomain: String = { fatalError() }()
public let NSURLErrorDomain: String = { fatalError() }()

/// Describes an error that provides localized messages describing why an error occurred and provides more information about the error.
public protocol LocalizedError: Error {
    /// A localized message describing what error occurred.
    var errorDescription: String? { get }
    /// A localized message describing the reason for the failure.
    var failureReason: String? { get }
    /// A localized message describing how one might recover from the failure.
    var recoverySuggestion: String? { get }
    /// A localized message providing "help" text if the user requests help.
    var helpAnchor: String? { get }
}

extension LocalizedError {
    public var errorDescription: String? { fatalError() }
    public var failureReason: String? { fatalError() }
    public var recoverySuggestion: String? { fatalError() }
    public var helpAnchor: String? { fatalError() }
}

/// Describes an error type that specifically provides a domain, code, and user-info dictionary.
public protocol CustomNSError: Error {
    static var errorDomain: String { get }
    var errorCode: Int { get }
    var errorUserInfo: [String: Any] { get }
}

extension CustomNSError {
    public static var errorDomain: String { fatalError() }
    public var errorCode: Int { fatalError() }
    public var errorUserInfo: [String: Any] { fatalError() }
}

/// Describes an error that may be recoverable by presenting several potential recovery options to the user.
public protocol RecoverableError: Error {
    var recoveryOptions: [String] { get }
    func attemptRecovery(optionIndex recoveryOptionIndex: Int, resultHandler handler: @escaping (_ recovered: Bool) -> Void)
    func attemptRecovery(optionIndex recoveryOptionIndex: Int) -> Bool
}

extension RecoverableError {
    public func attemptRecovery(optionIndex recoveryOptionIndex: Int, resultHandler handler: @escaping (_ recovered: Bool) -> Void) { fatalError() }
}

extension Error {
    /// Retrieve the localized description for this error.
    public var localizedDescription: String { fatalError() }
}

/// Describes an error in the Cocoa domain.
public struct CocoaError: Error, Hashable, Sendable, CustomNSError {
    public struct Code: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { fatalError() }
        public static var fileNoSuchFile: CocoaError.Code { fatalError() }
        public static var fileReadNoSuchFile: CocoaError.Code { fatalError() }
        public static var fileReadCorruptFile: CocoaError.Code { fatalError() }
        public static var fileWriteOutOfSpace: CocoaError.Code { fatalError() }
        public static var coderReadCorrupt: CocoaError.Code { fatalError() }
        public static var coderValueNotFound: CocoaError.Code { fatalError() }
        public static var featureUnsupported: CocoaError.Code { fatalError() }
        public static var userCancelled: CocoaError.Code { fatalError() }
    }
    public init(_ code: CocoaError.Code, userInfo: [String: Any] = [:]) { fatalError() }
    public var code: CocoaError.Code { fatalError() }
    public var errorCode: Int { fatalError() }
    public var errorUserInfo: [String: Any] { fatalError() }
    public static var errorDomain: String { fatalError() }
    public static func == (lhs: CocoaError, rhs: CocoaError) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }

    public static var fileNoSuchFile: CocoaError.Code { fatalError() }
    public static var fileReadNoSuchFile: CocoaError.Code { fatalError() }
    public static var featureUnsupported: CocoaError.Code { fatalError() }
    public static var userCancelled: CocoaError.Code { fatalError() }
}

// Conversions the compiler calls implicitly when bridging errors to and from Objective-C.
public func _convertNSErrorToError(_ error: NSError?) -> any Error { fatalError() }
public func _convertErrorToNSError(_ error: any Error) -> NSError { fatalError() }
