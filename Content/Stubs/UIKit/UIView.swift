/// Rectangular piece of on-screen UI; UIKit's view base class.
@preconcurrency @MainActor
@objcMembers
open class UIView: UIResponder, @preconcurrency NSCoding, UIAppearance, UIAppearanceContainer, UIDynamicItem, UITraitEnvironment, UICoordinateSpace, UIFocusItemContainer {
    public init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public convenience override init() { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }

    open class var layerClass: AnyClass { fatalError() }
    open var layer: CALayer { fatalError() }

    // Geometry
    open var frame: CGRect { get { fatalError() } set { } }
    open var bounds: CGRect { get { fatalError() } set { } }
    open var center: CGPoint { get { fatalError() } set { } }
    open var transform: CGAffineTransform { get { fatalError() } set { } }
    open var contentScaleFactor: CGFloat { get { fatalError() } set { } }
    open var isMultipleTouchEnabled: Bool { get { fatalError() } set { } }
    open var isExclusiveTouch: Bool { get { fatalError() } set { } }
    open var autoresizesSubviews: Bool { get { fatalError() } set { } }
    open var autoresizingMask: UIView.AutoresizingMask { get { fatalError() } set { } }
    @discardableResult
    open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError() }
    open func sizeToFit() { fatalError() }

    // Hierarchy
    open var superview: UIView? { fatalError() }
    open var subviews: [UIView] { fatalError() }
    open var window: UIWindow? { fatalError() }
    open func removeFromSuperview() { fatalError() }
    open func insertSubview(_ view: UIView, at index: Int) { fatalError() }
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { fatalError() }
    open func addSubview(_ view: UIView) { fatalError() }
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) { fatalError() }
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) { fatalError() }
    open func bringSubviewToFront(_ view: UIView) { fatalError() }
    open func sendSubviewToBack(_ view: UIView) { fatalError() }
    open func didAddSubview(_ subview: UIView) { fatalError() }
    open func willRemoveSubview(_ subview: UIView) { fatalError() }
    open func willMove(toSuperview newSuperview: UIView?) { fatalError() }
    open func didMoveToSuperview() { fatalError() }
    open func willMove(toWindow newWindow: UIWindow?) { fatalError() }
    open func didMoveToWindow() { fatalError() }
    @discardableResult
    open func isDescendant(of view: UIView) -> Bool { fatalError() }
    @discardableResult
    open func viewWithTag(_ tag: Int) -> UIView? { fatalError() }
    open var tag: Int { get { fatalError() } set { } }

    // Layout
    open func setNeedsLayout() { fatalError() }
    open func layoutIfNeeded() { fatalError() }
    open func layoutSubviews() { fatalError() }
    open var layoutMargins: UIEdgeInsets { get { fatalError() } set { } }
    @available(iOS 11.0, *)
    open var directionalLayoutMargins: NSDirectionalEdgeInsets { get { fatalError() } set { } }
    open var preservesSuperviewLayoutMargins: Bool { get { fatalError() } set { } }
    @available(iOS 11.0, *)
    open var insetsLayoutMarginsFromSafeArea: Bool { get { fatalError() } set { } }
    open func layoutMarginsDidChange() { fatalError() }
    @available(iOS 11.0, *)
    open var safeAreaInsets: UIEdgeInsets { fatalError() }
    @available(iOS 11.0, *)
    open func safeAreaInsetsDidChange() { fatalError() }
    open var layoutMarginsGuide: UILayoutGuide { fatalError() }
    open var readableContentGuide: UILayoutGuide { fatalError() }
    @available(iOS 11.0, *)
    open var safeAreaLayoutGuide: UILayoutGuide { fatalError() }
    @available(iOS 15.0, *)
    open var keyboardLayoutGuide: UIKeyboardLayoutGuide { fatalError() }

    // Rendering
    open func draw(_ rect: CGRect) { fatalError() }
    open func setNeedsDisplay() { fatalError() }
    open func setNeedsDisplay(_ rect: CGRect) { fatalError() }
    open var clipsToBounds: Bool { get { fatalError() } set { } }
    open var backgroundColor: UIColor? { get { fatalError() } set { } }
    open var alpha: CGFloat { get { fatalError() } set { } }
    open var isOpaque: Bool { get { fatalError() } set { } }
    open var clearsContextBeforeDrawing: Bool { get { fatalError() } set { } }
    open var isHidden: Bool { get { fatalError() } set { } }
    open var contentMode: UIView.ContentMode { get { fatalError() } set { } }
    open var mask: UIView? { get { fatalError() } set { } }
    open var tintColor: UIColor! { get { fatalError() } set { } }
    open var tintAdjustmentMode: UIView.TintAdjustmentMode { get { fatalError() } set { } }
    open func tintColorDidChange() { fatalError() }

    // Interaction
    open var isUserInteractionEnabled: Bool { get { fatalError() } set { } }
    @discardableResult
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { fatalError() }
    @discardableResult
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { fatalError() }
    @discardableResult
    @objc(convertPoint:toView:) open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { fatalError() }
    @discardableResult
    @objc(convertPoint:fromView:) open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { fatalError() }
    @discardableResult
    @objc(convertRect:toView:) open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { fatalError() }
    @discardableResult
    @objc(convertRect:fromView:) open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { fatalError() }
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool { fatalError() }

    // Gesture recognizers
    open var gestureRecognizers: [UIGestureRecognizer]? { get { fatalError() } set { } }
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
    @discardableResult
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { fatalError() }

    // Interactions
    @available(iOS 11.0, *)
    open func addInteraction(_ interaction: any UIInteraction) { fatalError() }
    @available(iOS 11.0, *)
    open func removeInteraction(_ interaction: any UIInteraction) { fatalError() }
    @available(iOS 11.0, *)
    open var interactions: [any UIInteraction] { get { fatalError() } set { } }

    // Auto Layout
    open var translatesAutoresizingMaskIntoConstraints: Bool { get { fatalError() } set { } }
    open var constraints: [NSLayoutConstraint] { fatalError() }
    open func addConstraint(_ constraint: NSLayoutConstraint) { fatalError() }
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { fatalError() }
    open func removeConstraint(_ constraint: NSLayoutConstraint) { fatalError() }
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { fatalError() }
    open func updateConstraints() { fatalError() }
    open func updateConstraintsIfNeeded() { fatalError() }
    open func setNeedsUpdateConstraints() { fatalError() }
    open class var requiresConstraintBasedLayout: Bool { fatalError() }
    open var intrinsicContentSize: CGSize { fatalError() }
    open func invalidateIntrinsicContentSize() { fatalError() }
    @discardableResult
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { fatalError() }
    @discardableResult
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority, verticalFittingPriority: UILayoutPriority) -> CGSize { fatalError() }
    @discardableResult
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { fatalError() }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { fatalError() }
    @discardableResult
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { fatalError() }
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { fatalError() }
    open var layoutGuides: [UILayoutGuide] { fatalError() }
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) { fatalError() }
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) { fatalError() }
    open var hasAmbiguousLayout: Bool { fatalError() }

    // Anchors
    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var leftAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var rightAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var widthAnchor: NSLayoutDimension { fatalError() }
    open var heightAnchor: NSLayoutDimension { fatalError() }
    open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { fatalError() }

    // Traits and appearance
    open var traitCollection: UITraitCollection { fatalError() }
    @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { fatalError() }
    @available(iOS 13.0, *)
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle { get { fatalError() } set { } }
    open var semanticContentAttribute: UISemanticContentAttribute { get { fatalError() } set { } }
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { fatalError() }

    // UICoordinateSpace / UIFocusItemContainer
    open var coordinateSpace: any UICoordinateSpace { fatalError() }
    @discardableResult
    open func focusItems(in rect: CGRect) -> [any UIFocusItem] { fatalError() }
    @discardableResult
    @objc(convertPoint:toCoordinateSpace:) open func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint { fatalError() }
    @discardableResult
    @objc(convertPoint:fromCoordinateSpace:) open func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint { fatalError() }
    @discardableResult
    @objc(convertRect:toCoordinateSpace:) open func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect { fatalError() }
    @discardableResult
    @objc(convertRect:fromCoordinateSpace:) open func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect { fatalError() }

    // UIAccessibilityIdentification
    open var accessibilityIdentifier: String? { get { fatalError() } set { } }

    // Snapshots
    @discardableResult
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { fatalError() }

    // Animation
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) { fatalError() }
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) { fatalError() }
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) { fatalError() }
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) { fatalError() }
    open class func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) { fatalError() }
    open class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) { fatalError() }
    open class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: @escaping () -> Void) { fatalError() }
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { fatalError() }
    open class var areAnimationsEnabled: Bool { fatalError() }
    open class func setAnimationsEnabled(_ enabled: Bool) { fatalError() }

    /// Flags for block-based view animations.
    public struct AnimationOptions: OptionSet, @unchecked Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { fatalError() }
        public static var layoutSubviews: UIView.AnimationOptions { fatalError() }
        public static var allowUserInteraction: UIView.AnimationOptions { fatalError() }
        public static var beginFromCurrentState: UIView.AnimationOptions { fatalError() }
        public static var `repeat`: UIView.AnimationOptions { fatalError() }
        public static var autoreverse: UIView.AnimationOptions { fatalError() }
        public static var curveEaseInOut: UIView.AnimationOptions { fatalError() }
        public static var curveEaseIn: UIView.AnimationOptions { fatalError() }
        public static var curveEaseOut: UIView.AnimationOptions { fatalError() }
        public static var curveLinear: UIView.AnimationOptions { fatalError() }
        public static var transitionCrossDissolve: UIView.AnimationOptions { fatalError() }
        public static var transitionFlipFromLeft: UIView.AnimationOptions { fatalError() }
        public static var transitionFlipFromRight: UIView.AnimationOptions { fatalError() }
    }

    public struct KeyframeAnimationOptions: OptionSet, @unchecked Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { fatalError() }
        public static var calculationModeLinear: UIView.KeyframeAnimationOptions { fatalError() }
        public static var calculationModeCubic: UIView.KeyframeAnimationOptions { fatalError() }
    }

    /// Easing curve of a view animation.
    @objc(UIViewAnimationCurve)
    public enum AnimationCurve: Int, @unchecked Sendable {
        case easeInOut = 0, easeIn = 1, easeOut = 2, linear = 3
    }

    /// How a view fits its content when its size changes.
    @objc(UIViewContentMode)
    public enum ContentMode: Int, @unchecked Sendable {
        case scaleToFill = 0, scaleAspectFit = 1, scaleAspectFill = 2, redraw = 3, center = 4, top = 5, bottom = 6, left = 7, right = 8, topLeft = 9, topRight = 10, bottomLeft = 11, bottomRight = 12
    }

    /// Autoresizing flags of a view.
    public struct AutoresizingMask: OptionSet, @unchecked Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { fatalError() }
        public static var flexibleLeftMargin: UIView.AutoresizingMask { fatalError() }
        public static var flexibleWidth: UIView.AutoresizingMask { fatalError() }
        public static var flexibleRightMargin: UIView.AutoresizingMask { fatalError() }
        public static var flexibleTopMargin: UIView.AutoresizingMask { fatalError() }
        public static var flexibleHeight: UIView.AutoresizingMask { fatalError() }
        public static var flexibleBottomMargin: UIView.AutoresizingMask { fatalError() }
    }

    @objc(UIViewTintAdjustmentMode)
    public enum TintAdjustmentMode: Int, @unchecked Sendable {
        case automatic = 0, normal = 1, dimmed = 2
    }

    nonisolated public class var layoutFittingCompressedSize: CGSize { fatalError() }
    nonisolated public class var layoutFittingExpandedSize: CGSize { fatalError() }
    nonisolated public class var noIntrinsicMetric: CGFloat { fatalError() }
}

/// Semantic content kind used to decide right-to-left flipping.
@objc
public enum UISemanticContentAttribute: Int, @unchecked Sendable {
    case unspecified = 0, playback = 1, spatial = 2, forceLeftToRight = 3, forceRightToLeft = 4
}

/// Left-to-right or right-to-left layout.
@objc
public enum UIUserInterfaceLayoutDirection: Int, @unchecked Sendable {
    case leftToRight = 0, rightToLeft = 1
}

/// Protocol for interactions attached to a view.
@preconcurrency @MainActor
@objc public protocol UIInteraction: NSObjectProtocol {
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}

/// Protocol for items driven by UIKit Dynamics.
@preconcurrency @MainActor
@objc public protocol UIDynamicItem: NSObjectProtocol {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
}

/// Protocol for converting points and rects between coordinate spaces.
@preconcurrency @MainActor
@objc public protocol UICoordinateSpace: NSObjectProtocol {
    @objc(convertPoint:toCoordinateSpace:) func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    @objc(convertPoint:fromCoordinateSpace:) func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    @objc(convertRect:toCoordinateSpace:) func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    @objc(convertRect:fromCoordinateSpace:) func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    var bounds: CGRect { get }
}

/// Protocol for focusable items.
@preconcurrency @MainActor
@objc public protocol UIFocusItem: NSObjectProtocol {
    var canBecomeFocused: Bool { get }
}

/// Protocol supplying geometry for focus items.
@preconcurrency @MainActor
@objc public protocol UIFocusItemContainer: NSObjectProtocol {
    var coordinateSpace: any UICoordinateSpace { get }
    func focusItems(in rect: CGRect) -> [any UIFocusItem]
}

/// Protocol giving access to a class's appearance proxy.
@preconcurrency @MainActor
@objc public protocol UIAppearance: NSObjectProtocol {
    static func appearance() -> Self
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
    static func appearance(for trait: UITraitCollection) -> Self
}

/// Marker protocol for appearance containers.
@preconcurrency @MainActor
@objc public protocol UIAppearanceContainer: NSObjectProtocol {}

extension UIView {
    @discardableResult
    public static func appearance() -> Self { fatalError() }
    @discardableResult
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self { fatalError() }
    @discardableResult
    public static func appearance(for trait: UITraitCollection) -> Self { fatalError() }
}

extension NSObject {
    // The UIAccessibility informal protocol.
    @objc open var accessibilityLabel: String? { get { fatalError() } set { } }
    @objc open var accessibilityHint: String? { get { fatalError() } set { } }
    @objc open var accessibilityValue: String? { get { fatalError() } set { } }
    @objc open var isAccessibilityElement: Bool { get { fatalError() } set { } }
    @objc open var accessibilityTraits: UIAccessibilityTraits { get { fatalError() } set { } }
}

extension UIAccessibilityTraits: @unchecked Sendable {
    public init(rawValue: UInt64) { fatalError() }
    public static var none: UIAccessibilityTraits { fatalError() }
    public static var button: UIAccessibilityTraits { fatalError() }
    public static var link: UIAccessibilityTraits { fatalError() }
    public static var header: UIAccessibilityTraits { fatalError() }
    public static var image: UIAccessibilityTraits { fatalError() }
    public static var selected: UIAccessibilityTraits { fatalError() }
    public static var staticText: UIAccessibilityTraits { fatalError() }
    public static var adjustable: UIAccessibilityTraits { fatalError() }
    public static var notEnabled: UIAccessibilityTraits { fatalError() }
    public static var updatesFrequently: UIAccessibilityTraits { fatalError() }
}
