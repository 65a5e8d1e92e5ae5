/// The base class for concrete gesture recognizers.
@preconcurrency @MainActor
@objcMembers
open class UIGestureRecognizer: NSObject {
    /// Creates a gesture recognizer with a target and an action selector.
    @nonobjc public init(target: Any?, action: Selector?) { fatalError() }
    public override convenience init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }

    @nonobjc open func addTarget(_ target: Any, action: Selector) { fatalError() }
    @nonobjc open func removeTarget(_ target: Any?, action: Selector?) { fatalError() }

    /// The current state of the gesture recognizer.
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

    /// Creates a dependency relationship between the gesture recognizer and another gesture recognizer.
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

    /// The current state a gesture recognizer is in.
    @objc(UIGestureRecognizerState)
    public enum State: Int, @unchecked Sendable {
        case possible = 0, began = 1, changed = 2, ended = 3, cancelled = 4, failed = 5
        public static var recognized: UIGestureRecognizer.State { fatalError() }
    }
}

extension UIEvent {
    /// A mask of the pressed mouse or trackpad buttons.
    @available(iOS 13.4, *)
    public struct ButtonMask: OptionSet, @unchecked Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { fatalError() }
        public static var primary: UIEvent.ButtonMask { fatalError() }
        public static var secondary: UIEvent.ButtonMask { fatalError() }
    }
}

/// Flags for modifier keys.
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

/// A set of methods implemented by the delegate of a gesture recognizer to fine-tune an app’s gesture-recognition behavior.
@preconcurrency @MainActor
@objc public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// Asks the delegate if a gesture recognizer should begin interpreting touches.
    @objc optional func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Asks the delegate if two gesture recognizers should be allowed to recognize gestures simultaneously.
    @objc optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Asks the delegate if a gesture recognizer should require another gesture recognizer to fail.
    @available(iOS 7.0, *)
    @objc optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Asks the delegate if a gesture recognizer should be required to fail by another gesture recognizer.
    @available(iOS 7.0, *)
    @objc optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Asks the delegate if a gesture recognizer should receive an object representing a touch.
    @objc(gestureRecognizer:shouldReceiveTouch:) optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    /// Asks the delegate if a gesture recognizer should receive an object representing a press.
    @available(iOS 9.0, *)
    @objc(gestureRecognizer:shouldReceivePress:) optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool
    /// Asks the delegate if a gesture recognizer should receive an object representing a touch or press event.
    @available(iOS 13.4, *)
    @objc(gestureRecognizer:shouldReceiveEvent:) optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool
}

/// An object that represents the presence or movement of a button press on the screen for a particular event.
@preconcurrency @MainActor
@objcMembers @_inheritsConvenienceInitializers
open class UIPress: NSObject {
    public override init() { fatalError() }
    open var timestamp: TimeInterval { fatalError() }
    open var force: CGFloat { fatalError() }
}

/// A discrete gesture recognizer that interprets single or multiple taps.
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

/// A continuous gesture recognizer that interprets panning gestures.
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

/// A continuous gesture recognizer that interprets panning gestures that start near an edge of the screen.
@preconcurrency @MainActor
@objcMembers
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    @nonobjc public override init(target: Any?, action: Selector?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var edges: UIRectEdge { get { fatalError() } set { } }
}

/// A continuous gesture recognizer that interprets long-press gestures.
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

/// A discrete gesture recognizer that interprets swiping gestures in one or more directions.
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

/// A continuous gesture recognizer that interprets pinching gestures involving two touches.
@preconcurrency @MainActor
@objcMembers
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    @nonobjc public override init(target: Any?, action: Selector?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var scale: CGFloat { get { fatalError() } set { } }
    open var velocity: CGFloat { fatalError() }
}

/// A continuous gesture recognizer that interprets rotation gestures involving two touches.
@preconcurrency @MainActor
@objcMembers
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    @nonobjc public override init(target: Any?, action: Selector?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var rotation: CGFloat { get { fatalError() } set { } }
    open var velocity: CGFloat { fatalError() }
}

/// A mask of the scroll types a pan gesture recognizer allows.
@available(iOS 13.4, *)
public struct UIScrollTypeMask: OptionSet, @unchecked Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { fatalError() }
    public static var discrete: UIScrollTypeMask { fatalError() }
    public static var continuous: UIScrollTypeMask { fatalError() }
    public static var all: UIScrollTypeMask { fatalError() }
}
