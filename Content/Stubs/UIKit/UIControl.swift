/// Base class of interactive controls (buttons, switches…).
@preconcurrency @MainActor
@objcMembers
open class UIControl: UIView {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    @available(iOS 14.0, *)
    public convenience init(frame: CGRect, primaryAction: UIAction?) { fatalError() }

    open var isEnabled: Bool { get { fatalError() } set { } }
    open var isSelected: Bool { get { fatalError() } set { } }
    open var isHighlighted: Bool { get { fatalError() } set { } }
    open var state: UIControl.State { fatalError() }
    open var contentVerticalAlignment: UIControl.ContentVerticalAlignment { get { fatalError() } set { } }
    open var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment { get { fatalError() } set { } }
    open var isTracking: Bool { fatalError() }
    open var isTouchInside: Bool { fatalError() }

    @nonobjc open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) { fatalError() }
    @nonobjc open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) { fatalError() }
    @available(iOS 14.0, *)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) { fatalError() }
    @available(iOS 14.0, *)
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) { fatalError() }
    @available(iOS 14.0, *)
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) { fatalError() }
    open var allTargets: Set<AnyHashable> { fatalError() }
    open var allControlEvents: UIControl.Event { fatalError() }
    @discardableResult
    @nonobjc open func actions(forTarget target: Any?, forControlEvent controlEvent: UIControl.Event) -> [String]? { fatalError() }
    @nonobjc open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) { fatalError() }
    @available(iOS 14.0, *)
    open func sendAction(_ action: UIAction) { fatalError() }
    open func sendActions(for controlEvents: UIControl.Event) { fatalError() }
    @discardableResult
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { fatalError() }
    @discardableResult
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { fatalError() }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) { fatalError() }
    open func cancelTracking(with event: UIEvent?) { fatalError() }
    @available(iOS 14.0, *)
    open var isContextMenuInteractionEnabled: Bool { get { fatalError() } set { } }
    @available(iOS 14.0, *)
    open var showsMenuAsPrimaryAction: Bool { get { fatalError() } set { } }

    /// Control event kinds (touch, value changed…).
    public struct Event: OptionSet, @unchecked Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { fatalError() }
        public static var touchDown: UIControl.Event { fatalError() }
        public static var touchDownRepeat: UIControl.Event { fatalError() }
        public static var touchDragInside: UIControl.Event { fatalError() }
        public static var touchDragOutside: UIControl.Event { fatalError() }
        public static var touchDragEnter: UIControl.Event { fatalError() }
        public static var touchDragExit: UIControl.Event { fatalError() }
        public static var touchUpInside: UIControl.Event { fatalError() }
        public static var touchUpOutside: UIControl.Event { fatalError() }
        public static var touchCancel: UIControl.Event { fatalError() }
        public static var valueChanged: UIControl.Event { fatalError() }
        @available(iOS 9.0, *)
        public static var primaryActionTriggered: UIControl.Event { fatalError() }
        @available(iOS 14.0, *)
        public static var menuActionTriggered: UIControl.Event { fatalError() }
        public static var editingDidBegin: UIControl.Event { fatalError() }
        public static var editingChanged: UIControl.Event { fatalError() }
        public static var editingDidEnd: UIControl.Event { fatalError() }
        public static var editingDidEndOnExit: UIControl.Event { fatalError() }
        public static var allTouchEvents: UIControl.Event { fatalError() }
        public static var allEditingEvents: UIControl.Event { fatalError() }
        public static var allEvents: UIControl.Event { fatalError() }
    }

    /// Control states (normal, highlighted, disabled…).
    public struct State: OptionSet, Hashable, @unchecked Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { fatalError() }
        public static var normal: UIControl.State { fatalError() }
        public static var highlighted: UIControl.State { fatalError() }
        public static var disabled: UIControl.State { fatalError() }
        public static var selected: UIControl.State { fatalError() }
        @available(iOS 9.0, *)
        public static var focused: UIControl.State { fatalError() }
    }

    @objc(UIControlContentVerticalAlignment)
    public enum ContentVerticalAlignment: Int, @unchecked Sendable {
        case center = 0, top = 1, bottom = 2, fill = 3
    }
    @objc(UIControlContentHorizontalAlignment)
    public enum ContentHorizontalAlignment: Int, @unchecked Sendable {
        case center = 0, left = 1, right = 2, fill = 3
        @available(iOS 11.0, *) case leading = 4
        @available(iOS 11.0, *) case trailing = 5
    }
}

/// Base class of menu items.
@available(iOS 13.0, *)
@preconcurrency @MainActor
@objcMembers
open class UIMenuElement: NSObject, @preconcurrency NSCopying, @preconcurrency NSSecureCoding {
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    public class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var title: String { fatalError() }
    @available(iOS 15.0, *)
    open var subtitle: String? { get { fatalError() } set { } }
    open var image: UIImage? { fatalError() }
}

/// Menu item or control action backed by a closure.
@available(iOS 13.0, *)
@preconcurrency @MainActor
@objcMembers
open class UIAction: UIMenuElement {
    public required init?(coder: NSCoder) { fatalError() }
    open override var title: String { get { fatalError() } set { } }
    open override var image: UIImage? { get { fatalError() } set { } }
    open var identifier: UIAction.Identifier { fatalError() }
    open var attributes: UIMenuElement.Attributes { get { fatalError() } set { } }
    open var state: UIMenuElement.State { get { fatalError() } set { } }
    @available(iOS 14.0, *)
    open var sender: Any? { fatalError() }

    public struct Identifier: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Hashable, Sendable {
        public init(_ rawValue: String) { fatalError() }
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
    }
}

/// Apple's typedef carries no iOS version of its own.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

@available(iOS 13.0, *)
extension UIMenuElement {
    public struct Attributes: OptionSet, @unchecked Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { fatalError() }
        public static var disabled: UIMenuElement.Attributes { fatalError() }
        public static var destructive: UIMenuElement.Attributes { fatalError() }
        public static var hidden: UIMenuElement.Attributes { fatalError() }
        @available(iOS 16.0, *)
        public static var keepsMenuPresented: UIMenuElement.Attributes { fatalError() }
    }
    @objc(UIMenuElementState)
    public enum State: Int, @unchecked Sendable {
        case off = 0, on = 1, mixed = 2
    }
}

/// Group of menu elements.
@available(iOS 13.0, *)
@preconcurrency @MainActor
@objcMembers
open class UIMenu: UIMenuElement {
    public required init?(coder: NSCoder) { fatalError() }
    open var identifier: UIMenu.Identifier { fatalError() }
    open var options: UIMenu.Options { fatalError() }
    open var children: [UIMenuElement] { fatalError() }
    @discardableResult
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu { fatalError() }

    public struct Identifier: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Hashable, Sendable {
        public init(_ rawValue: String) { fatalError() }
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
    }
    public struct Options: OptionSet, @unchecked Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { fatalError() }
        public static var displayInline: UIMenu.Options { fatalError() }
        public static var destructive: UIMenu.Options { fatalError() }
        @available(iOS 15.0, *)
        public static var singleSelection: UIMenu.Options { fatalError() }
    }
}
