import Foundation

/// A person associated with a searchable item (CSPerson.h).
open class CSPerson: NSObject, NSSecureCoding, NSCopying {
    public override init() { fatalError() }
    public init(displayName: String?, handles: [String], handleIdentifier: String) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var displayName: String? { fatalError() }
    open var handles: [String] { fatalError() }
    open var handleIdentifier: String { fatalError() }
    open var contactIdentifier: String? { get { fatalError() } set { } }
}
