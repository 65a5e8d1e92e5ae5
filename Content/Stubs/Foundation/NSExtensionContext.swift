import Foundation

/// The host app context from which an app extension is invoked (NSExtensionContext.h).
open class NSExtensionContext: NSObject {
    public override init() { fatalError() }
    open var inputItems: [Any] { fatalError() }
    open func completeRequest(returningItems items: [Any]?, completionHandler: (@Sendable (Bool) -> Void)? = nil) { fatalError() }
    open func cancelRequest(withError error: any Error) { fatalError() }
    open func open(_ URL: URL, completionHandler: (@Sendable (Bool) -> Void)? = nil) { fatalError() }
    open func open(_ URL: URL) async -> Bool { fatalError() }
}

public let NSExtensionItemsAndErrorsKey: String = { fatalError() }()

extension NSNotification.Name {
    public static let NSExtensionHostWillEnterForeground: NSNotification.Name = { fatalError() }()
    public static let NSExtensionHostDidEnterBackground: NSNotification.Name = { fatalError() }()
    public static let NSExtensionHostWillResignActive: NSNotification.Name = { fatalError() }()
    public static let NSExtensionHostDidBecomeActive: NSNotification.Name = { fatalError() }()
}

/// An immutable collection of values representing different aspects of an item for an extension (NSExtensionItem.h).
open class NSExtensionItem: NSObject, NSCopying, NSSecureCoding {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    public class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var attributedTitle: NSAttributedString? { get { fatalError() } set { } }
    open var attributedContentText: NSAttributedString? { get { fatalError() } set { } }
    open var attachments: [NSItemProvider]? { get { fatalError() } set { } }
    open var userInfo: [AnyHashable: Any]? { get { fatalError() } set { } }
}

public let NSExtensionItemAttributedTitleKey: String = { fatalError() }()
public let NSExtensionItemAttributedContentTextKey: String = { fatalError() }()
public let NSExtensionItemAttachmentsKey: String = { fatalError() }()

/// The protocol an extension's principal object adopts to receive its context (NSExtensionRequestHandling.h).
@objc public protocol NSExtensionRequestHandling: NSObjectProtocol {
    func beginRequest(with context: NSExtensionContext)
}
