import Foundation

/// `NSItemProviderRepresentationVisibility` (NSItemProvider.h).
@objc public enum NSItemProviderRepresentationVisibility: Int, @unchecked Sendable {
    case all = 0
    case team = 1
    case ownProcess = 3
}

/// `NSItemProviderFileOptions` (NSItemProvider.h).
public struct NSItemProviderFileOptions: OptionSet, @unchecked Sendable {
    public init(rawValue: Int) { self.rawValue = rawValue }
    public let rawValue: Int
    public static var openInPlace: NSItemProviderFileOptions { fatalError() }
}

/// A class whose instances an item provider can export as binary representations.
@objc public protocol NSItemProviderWriting: NSObjectProtocol {
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    @objc optional var writableTypeIdentifiersForItemProvider: [String] { get }
    @objc optional static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String) -> NSItemProviderRepresentationVisibility
    @objc optional func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String) -> NSItemProviderRepresentationVisibility
    func loadData(withTypeIdentifier typeIdentifier: String, forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
}

/// A class whose instances an item provider can create from binary representations.
/// (Not `@objc` here: Swift cannot declare the importer's `throws -> Self` requirement in an `@objc` protocol.)
public protocol NSItemProviderReading: NSObjectProtocol {
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// An item provider for drag and drop, copy and paste and app extensions.
open class NSItemProvider: NSObject, NSCopying {
    public typealias CompletionHandler = @Sendable ((any NSSecureCoding)?, (any Error)?) -> Void
    public typealias LoadHandler = @Sendable (NSItemProvider.CompletionHandler?, AnyClass?, [AnyHashable: Any]?) -> Void

    /// `NSItemProviderErrorCode`.
    @objc(NSItemProviderErrorCode)
    public enum ErrorCode: Int, @unchecked Sendable {
        case unknownError = -1
        case itemUnavailableError = -1000
        case unexpectedValueClassError = -1100
        case unavailableCoercionError = -1200
    }

    open class var errorDomain: String { fatalError() }

    public override init() { fatalError() }
    @available(iOS, introduced: 8.0, deprecated: 27.0, message: "Use initWithObject: instead.")
    public init(item: (any NSSecureCoding)?, typeIdentifier: String?) { fatalError() }
    public convenience init?(contentsOf fileURL: URL!) { fatalError() }
    public convenience init(object: any NSItemProviderWriting) { fatalError() }

    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }

    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility, loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?) { fatalError() }
    open func registerFileRepresentation(forTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions = [], visibility: NSItemProviderRepresentationVisibility, loadHandler: @escaping @Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress?) { fatalError() }

    open var registeredTypeIdentifiers: [String] { fatalError() }
    open func registeredTypeIdentifiers(fileOptions: NSItemProviderFileOptions) -> [String] { fatalError() }
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool { fatalError() }
    open func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions = []) -> Bool { fatalError() }

    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress { fatalError() }
    @discardableResult
    open func loadFileRepresentation(forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void) -> Progress { fatalError() }
    @discardableResult
    open func loadInPlaceFileRepresentation(forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress { fatalError() }

    open var suggestedName: String? { get { fatalError() } set { } }

    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) { fatalError() }
    open func registerObject(ofClass aClass: any NSItemProviderWriting.Type, visibility: NSItemProviderRepresentationVisibility, loadHandler: @escaping @Sendable (@escaping @Sendable ((any NSItemProviderWriting)?, (any Error)?) -> Void) -> Progress?) { fatalError() }
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool { fatalError() }
    @discardableResult
    open func loadObject(ofClass aClass: any NSItemProviderReading.Type, completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress { fatalError() }

    @available(iOS, introduced: 8.0, deprecated: 27.0, message: "Use registerObjectOfClass:visibility:loadHandler: instead.")
    open func registerItem(forTypeIdentifier typeIdentifier: String, loadHandler: @escaping NSItemProvider.LoadHandler) { fatalError() }
    @available(iOS, introduced: 8.0, deprecated: 27.0, message: "Use loadObjectOfClass:completionHandler: instead.")
    open func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil, completionHandler: NSItemProvider.CompletionHandler? = nil) { fatalError() }
    @available(iOS, introduced: 8.0, deprecated: 27.0, message: "Use loadObjectOfClass:completionHandler: instead.")
    open func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil) async throws -> any NSSecureCoding { fatalError() }

    open var previewImageHandler: NSItemProvider.LoadHandler? { get { fatalError() } set { } }
    open func loadPreviewImage(options: [AnyHashable: Any]! = [:], completionHandler: NSItemProvider.CompletionHandler!) { fatalError() }
}

public let NSItemProviderPreferredImageSizeKey: String = { fatalError() }()
public let NSExtensionJavaScriptPreprocessingResultsKey: String! = { fatalError() }()
public let NSExtensionJavaScriptFinalizeArgumentKey: String! = { fatalError() }()

// NSString.h and NSURL.h: `@interface NSString (NSItemProvider) <NSItemProviderReading, NSItemProviderWriting>`
// (the same for NSURL).
extension NSString: NSItemProviderReading, NSItemProviderWriting {
    public class var readableTypeIdentifiersForItemProvider: [String] { fatalError() }
    public class func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self { fatalError() }
    public class var writableTypeIdentifiersForItemProvider: [String] { fatalError() }
    public func loadData(withTypeIdentifier typeIdentifier: String, forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? { fatalError() }
}

extension NSURL: NSItemProviderReading, NSItemProviderWriting {
    public class var readableTypeIdentifiersForItemProvider: [String] { fatalError() }
    public class func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self { fatalError() }
    public class var writableTypeIdentifiersForItemProvider: [String] { fatalError() }
    public func loadData(withTypeIdentifier typeIdentifier: String, forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? { fatalError() }
}
