import Foundation

public let CSSearchableItemActionType: String = { fatalError() }()
public let CSSearchableItemActivityIdentifier: String = { fatalError() }()
@available(iOS 15.0, *)
public let CSActionIdentifier: String = { fatalError() }()
public let CSQueryContinuationActionType: String = { fatalError() }()
public let CSSearchQueryString: String = { fatalError() }()

/// An item of app content that Spotlight can index (CSSearchableItem.h).
open class CSSearchableItem: NSObject, NSSecureCoding, NSCopying {
    public override init() { fatalError() }
    public init(uniqueIdentifier: String?, domainIdentifier: String?, attributeSet: CSSearchableItemAttributeSet) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }

    @available(iOS 16.0, *)
    open func compare(byRank other: CSSearchableItem) -> ComparisonResult { fatalError() }
    open var uniqueIdentifier: String { get { fatalError() } set { } }
    open var domainIdentifier: String? { get { fatalError() } set { } }
    open var expirationDate: Date! { get { fatalError() } set { } }
    open var attributeSet: CSSearchableItemAttributeSet { get { fatalError() } set { } }
    open var isUpdate: Bool { get { fatalError() } set { } }
    @available(iOS 18.4, *)
    open var updateListenerOptions: CSSearchableItem.UpdateListenerOptions { get { fatalError() } set { } }

    @available(iOS 18.4, *)
    public struct UpdateListenerOptions: OptionSet, @unchecked Sendable {
        public init(rawValue: UInt) { fatalError() }
        public let rawValue: UInt
        public static var summarization: CSSearchableItem.UpdateListenerOptions { fatalError() }
        public static var priority: CSSearchableItem.UpdateListenerOptions { fatalError() }
    }
}
