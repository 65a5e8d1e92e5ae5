/// Base class of gesture recognizers.
@preconcurrency @MainActor
@objcMembers
open class UIGestureRecognizer: NSObject {
    @nonobjc public init(target: Any?, action: Selector?) { fatalError() }
    public override convenience init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }

    @nonobjc open func addTarget(_ target: Any, action: Selector) { fatalError() }
    @nonobjc open func removeTarget(_ target: Any?, action: Selector?) { fatalError() }

    open var state: UIGestureRecognizer.State { get { fatalError() } set { } }
    weak open var delegate: (any UIGestureRecognizerDelegate)? { get { fatalError() } set { } }
    open var isEnabled: Bool { get { fatalError() } set { } }
    open var view: UIView? { fatalError() }
    open var cancelsTouchesInView: Bool { get { fatalError() } set { } }
    open var delaysTouchesBegan: Bool { get { fatalError() } set { } }
    open var delaysTouchesEnded: Bool { get { fatalError() } set { } }
    @available(iOS 9.0, *)
    open var allowedTouchTypes: [NSNumber] { get { fatalError() } set { } }
    @available(iOS 9.2, *)
    open var requiresExclusiveTouchType: Bool { get { fatalError() } set { } }
    @available(iOS 11.0, *)
    open var name: String? { get { fatalError() } set { } }
    @available(iOS 13.4, *)
    open var modifierFlags: UIKeyModifierFlags { fatalError() }
    @available(iOS 13.4, *)
    open var buttonMask: UIEvent.ButtonMask { fatalError() }

    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) { fatalError() }
    @discardableResult
    open func location(in view: UIView?) -> CGPoint { fatalError() }
    @discardableResult
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { fatalError() }
    open var numberOfTouches: Int { fatalError() }

    // UIGestureRecognizerSubclass
    open func reset() { fatalError() }
    open func ignore(_ touch: UITouch, for event: UIEvent) { fatalError() }
    @discardableResult
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { fatalError() }
    @discardableResult
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { fatalError() }
    @discardableResult
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { fatalError() }
    @discardableResult
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { fatalError() }
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { fatalError() }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { fatalError() }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { fatalError() }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { fatalError() }

    /// Recognition state (possible, began, changed, ended…).
    @objc(UIGestureRecognizerState)
    public enum State: Int, @unchecked Sendable {
        case possible = 0, began = 1, changed = 2, ended = 3, cancelled = 4, failed = 5
        public static var recognized: UIGestureRecognizer.State { fatalError() }
    }
}

extension UIEvent {
    /// Pressed pointer buttons.
    @available(iOS 13.4, *)
    public struct ButtonMask: OptionSet, @unchecked Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { fatalError() }
        public static var primary: UIEvent.ButtonMask { fatalError() }
        public static var secondary: UIEvent.ButtonMask { fatalError() }
    }
}

/// Modifier key flags (shift, command…).
@available(iOS 7.0, *)
public struct UIKeyModifierFlags: OptionSet, @unchecked Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { fatalError() }
    public static var alphaShift: UIKeyModifierFlags { fatalError() }
    public static var shift: UIKeyModifierFlags { fatalError() }
    public static var control: UIKeyModifierFlags { fatalError() }
    public static var alternate: UIKeyModifierFlags { fatalError() }
    public static var command: UIKeyModifierFlags { fatalError() }
    public static var numericPad: UIKeyModifierFlags { fatalError() }
}

/// Delegate that tunes gesture recognition.
@preconcurrency @MainActor
@objc public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    @objc optional func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    @objc optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    @available(iOS 7.0, *)
    @objc optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    @available(iOS 7.0, *)
    @objc optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
    @objc(gestureRecognizer:shouldReceiveTouch:) optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    @available(iOS 9.0, *)
    @objc(gestureRecognizer:shouldReceivePress:) optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool
    @available(iOS 13.4, *)
    @objc(gestureRecognizer:shouldReceiveEvent:) optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool
}

/// Physical button press.
@preconcurrency @MainActor
@objcMembers @_inheritsConvenienceInitializers
open class UIPress: NSObject {
    public override init() { fatalError() }
    open var timestamp: TimeInterval { fatalError() }
    open var force: CGFloat { fatalError() }
}

/// Recognizer for taps.
@preconcurrency @MainActor
@objcMembers
open class UITapGestureRecognizer: UIGestureRecognizer {
    @nonobjc public override init(target: Any?, action: Selector?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var numberOfTapsRequired: Int { get { fatalError() } set { } }
    open var numberOfTouchesRequired: Int { get { fatalError() } set { } }
    @available(iOS 13.4, *)
    open var buttonMaskRequired: UIEvent.ButtonMask { get { fatalError() } set { } }
}

/// Recognizer for drags.
@preconcurrency @MainActor
@objcMembers
open class UIPanGestureRecognizer: UIGestureRecognizer {
    @nonobjc public override init(target: Any?, action: Selector?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var minimumNumberOfTouches: Int { get { fatalError() } set { } }
    open var maximumNumberOfTouches: Int { get { fatalError() } set { } }
    @discardableResult
    open func translation(in view: UIView?) -> CGPoint { fatalError() }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { fatalError() }
    @discardableResult
    open func velocity(in view: UIView?) -> CGPoint { fatalError() }
    @available(iOS 13.4, *)
    open var allowedScrollTypesMask: UIScrollTypeMask { get { fatalError() } set { } }
}

/// Drag recognizer for swipes starting at a screen edge.
@preconcurrency @MainActor
@objcMembers
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    @nonobjc public override init(target: Any?, action: Selector?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var edges: UIRectEdge { get { fatalError() } set { } }
}

/// Recognizer for press-and-hold.
@preconcurrency @MainActor
@objcMembers
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    @nonobjc public override init(target: Any?, action: Selector?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var numberOfTapsRequired: Int { get { fatalError() } set { } }
    open var numberOfTouchesRequired: Int { get { fatalError() } set { } }
    open var minimumPressDuration: TimeInterval { get { fatalError() } set { } }
    open var allowableMovement: CGFloat { get { fatalError() } set { } }
}

/// Recognizer for swipes.
@preconcurrency @MainActor
@objcMembers
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    @nonobjc public override init(target: Any?, action: Selector?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var numberOfTouchesRequired: Int { get { fatalError() } set { } }
    open var direction: UISwipeGestureRecognizer.Direction { get { fatalError() } set { } }

    public struct Direction: OptionSet, @unchecked Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { fatalError() }
        public static var right: UISwipeGestureRecognizer.Direction { fatalError() }
        public static var left: UISwipeGestureRecognizer.Direction { fatalError() }
        public static var up: UISwipeGestureRecognizer.Direction { fatalError() }
        public static var down: UISwipeGestureRecognizer.Direction { fatalError() }
    }
}

/// Recognizer for two-finger pinches.
@preconcurrency @MainActor
@objcMembers
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    @nonobjc public override init(target: Any?, action: Selector?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var scale: CGFloat { get { fatalError() } set { } }
    open var velocity: CGFloat { fatalError() }
}

/// Recognizer for two-finger rotation.
@preconcurrency @MainActor
@objcMembers
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    @nonobjc public override init(target: Any?, action: Selector?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var rotation: CGFloat { get { fatalError() } set { } }
    open var velocity: CGFloat { fatalError() }
}

/// Scroll input kinds a pan recognizer accepts.
@available(iOS 13.4, *)
public struct UIScrollTypeMask: OptionSet, @unchecked Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { fatalError() }
    public static var discrete: UIScrollTypeMask { fatalError() }
    public static var continuous: UIScrollTypeMask { fatalError() }
    public static var all: UIScrollTypeMask { fatalError() }
}
