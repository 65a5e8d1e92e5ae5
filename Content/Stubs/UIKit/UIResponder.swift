/// Base class for objects in the event responder chain.
@preconcurrency @MainActor
@objcMembers
open class UIResponder: NSObject {
    // Stub note: members whose Objective-C signature takes `id` (Swift `Any`) are @nonobjc in
    // these stubs: the toolchain's iOS-simulator stdlib lacks the `_bridgeAnyObjectToAny`
    // intrinsic that the compiler needs to emit @objc thunks for them. For the same reason
    // UIResponder does not declare its UIResponderStandardEditActions conformance here.
    public override init() { fatalError() }

    open var next: UIResponder? { fatalError() }
    open var canBecomeFirstResponder: Bool { fatalError() }
    @discardableResult
    open func becomeFirstResponder() -> Bool { fatalError() }
    open var canResignFirstResponder: Bool { fatalError() }
    @discardableResult
    open func resignFirstResponder() -> Bool { fatalError() }
    open var isFirstResponder: Bool { fatalError() }
    /// UIResponder.h (UIActivityContinuation), iOS 8.
    open var userActivity: NSUserActivity? { get { fatalError() } set { } }
    open func updateUserActivityState(_ activity: NSUserActivity) { fatalError() }
    open func restoreUserActivityState(_ activity: NSUserActivity) { fatalError() }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { fatalError() }

    @discardableResult
    @nonobjc open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { fatalError() }
    @discardableResult
    @nonobjc open func target(forAction action: Selector, withSender sender: Any?) -> Any? { fatalError() }
    open var undoManager: UndoManager? { fatalError() }
    open var inputView: UIView? { fatalError() }
    open var inputAccessoryView: UIView? { fatalError() }
    open func reloadInputViews() { fatalError() }

    @nonobjc open func copy(_ sender: Any?) { fatalError() }
    @nonobjc open func paste(_ sender: Any?) { fatalError() }
    @nonobjc open func cut(_ sender: Any?) { fatalError() }
    @nonobjc open func selectAll(_ sender: Any?) { fatalError() }
}

/// Edit commands (copy, paste, …) a responder may handle.
@preconcurrency @MainActor
@objc public protocol UIResponderStandardEditActions: NSObjectProtocol {
    @objc optional func cut(_ sender: Any?)
    @objc optional func copy(_ sender: Any?)
    @objc optional func paste(_ sender: Any?)
    @objc optional func select(_ sender: Any?)
    @objc optional func selectAll(_ sender: Any?)
    @objc optional func delete(_ sender: Any?)
}

extension UIResponder {
    // Keyboard notifications and their userInfo keys (global constants in the SDK, hence nonisolated).
    nonisolated public class var keyboardWillShowNotification: NSNotification.Name { fatalError() }
    nonisolated public class var keyboardDidShowNotification: NSNotification.Name { fatalError() }
    nonisolated public class var keyboardWillHideNotification: NSNotification.Name { fatalError() }
    nonisolated public class var keyboardDidHideNotification: NSNotification.Name { fatalError() }
    nonisolated public class var keyboardWillChangeFrameNotification: NSNotification.Name { fatalError() }
    nonisolated public class var keyboardDidChangeFrameNotification: NSNotification.Name { fatalError() }
    nonisolated public class var keyboardFrameEndUserInfoKey: String { fatalError() }
    nonisolated public class var keyboardFrameBeginUserInfoKey: String { fatalError() }
    nonisolated public class var keyboardAnimationDurationUserInfoKey: String { fatalError() }
    nonisolated public class var keyboardAnimationCurveUserInfoKey: String { fatalError() }
    nonisolated public class var keyboardIsLocalUserInfoKey: String { fatalError() }
}

/// Touch, press, motion or remote-control event.
@preconcurrency @MainActor
@objcMembers @_inheritsConvenienceInitializers
open class UIEvent: NSObject {
    public override init() { fatalError() }
    @objc(UIEventEventType)
    public enum EventType: Int, @unchecked Sendable {
        case touches = 0, motion = 1, remoteControl = 2, presses = 3
        @available(iOS 13.4, *) case scroll = 10
        @available(iOS 13.4, *) case hover = 11
        @available(iOS 13.4, *) case transform = 14
    }
    @objc(UIEventEventSubtype)
    public enum EventSubtype: Int, @unchecked Sendable {
        case none = 0, motionShake = 1
        case remoteControlPlay = 100, remoteControlPause = 101, remoteControlStop = 102, remoteControlTogglePlayPause = 103
    }
    open var type: UIEvent.EventType { fatalError() }
    open var subtype: UIEvent.EventSubtype { fatalError() }
    open var timestamp: TimeInterval { fatalError() }
    open var allTouches: Set<UITouch>? { fatalError() }
    @discardableResult
    @objc(touchesForView:) open func touches(for view: UIView) -> Set<UITouch>? { fatalError() }
    @discardableResult
    @objc(touchesForWindow:) open func touches(for window: UIWindow) -> Set<UITouch>? { fatalError() }
    @discardableResult
    @objc(touchesForGestureRecognizer:) open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? { fatalError() }
}

/// One touch on the screen, with location and force.
@preconcurrency @MainActor
@objcMembers @_inheritsConvenienceInitializers
open class UITouch: NSObject {
    public override init() { fatalError() }
    @objc(UITouchPhase)
    public enum Phase: Int, @unchecked Sendable {
        case began = 0, moved = 1, stationary = 2, ended = 3, cancelled = 4
        @available(iOS 13.4, *) case regionEntered = 5
        @available(iOS 13.4, *) case regionMoved = 6
        @available(iOS 13.4, *) case regionExited = 7
    }
    @objc(UITouchTouchType)
    public enum TouchType: Int, @unchecked Sendable {
        case direct = 0, indirect = 1, pencil = 2
        @available(iOS 13.4, *) case indirectPointer = 3
    }
    open var timestamp: TimeInterval { fatalError() }
    open var phase: UITouch.Phase { fatalError() }
    open var tapCount: Int { fatalError() }
    open var type: UITouch.TouchType { fatalError() }
    open var majorRadius: CGFloat { fatalError() }
    open var force: CGFloat { fatalError() }
    open var maximumPossibleForce: CGFloat { fatalError() }
    open var window: UIWindow? { fatalError() }
    open var view: UIView? { fatalError() }
    open var gestureRecognizers: [UIGestureRecognizer]? { fatalError() }
    @discardableResult
    open func location(in view: UIView?) -> CGPoint { fatalError() }
    @discardableResult
    open func previousLocation(in view: UIView?) -> CGPoint { fatalError() }
}
