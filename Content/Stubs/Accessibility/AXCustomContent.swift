import Foundation

/// A label/value pair that assistive technologies output on demand.
@available(iOS 14.0, *)
open class AXCustomContent: NSObject, NSCopying, NSSecureCoding {
    @objc(AXCustomContentImportance) public enum Importance: UInt, @unchecked Sendable {
        case `default` = 0
        case high = 1
    }

    public convenience init(label: String, value: String) { fatalError() }
    public convenience init(attributedLabel label: NSAttributedString, attributedValue value: NSAttributedString) { fatalError() }
    @available(*, unavailable) public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }

    open var label: String { fatalError() }
    open var attributedLabel: NSAttributedString { fatalError() }
    open var value: String { fatalError() }
    open var attributedValue: NSAttributedString { fatalError() }
    open var importance: AXCustomContent.Importance { get { fatalError() } set { } }
}

@available(iOS 14.0, *)
public typealias AXCustomContentReturnBlock = () -> [AXCustomContent]?

/// An element that supplies custom accessibility content.
@available(iOS 14.0, *)
@objc public protocol AXCustomContentProvider: NSObjectProtocol {
    var accessibilityCustomContent: [AXCustomContent]! { get set }
    @available(iOS 17.0, *)
    @objc optional var accessibilityCustomContentBlock: AXCustomContentReturnBlock? { get set }
}
