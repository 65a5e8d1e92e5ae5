/// Alert or action-sheet view controller.
@preconcurrency @MainActor
@objcMembers @_inheritsConvenienceInitializers
open class UIAlertController: UIViewController {
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) { fatalError() }
    open func addAction(_ action: UIAlertAction) { fatalError() }
    open var actions: [UIAlertAction] { fatalError() }
    open var preferredAction: UIAlertAction? { get { fatalError() } set { } }
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) { fatalError() }
    open var textFields: [UITextField]? { fatalError() }
    open var message: String? { get { fatalError() } set { } }
    open var preferredStyle: UIAlertController.Style { fatalError() }

    @objc(UIAlertControllerStyle)
    public enum Style: Int, @unchecked Sendable {
        case actionSheet = 0, alert = 1
    }
}

/// Button of an alert, with title, style and handler.
@preconcurrency @MainActor
@objcMembers @_inheritsConvenienceInitializers
open class UIAlertAction: NSObject, @preconcurrency NSCopying {
    public override init() { fatalError() }
    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var title: String? { fatalError() }
    open var style: UIAlertAction.Style { fatalError() }
    open var isEnabled: Bool { get { fatalError() } set { } }

    @objc(UIAlertActionStyle)
    public enum Style: Int, @unchecked Sendable {
        case `default` = 0, cancel = 1, destructive = 2
    }
}

/// Controls how a presented view controller is shown and dismissed.
@preconcurrency @MainActor
@objcMembers
open class UIPresentationController: NSObject, UIAppearanceContainer, UITraitEnvironment, UIContentContainer, UIFocusEnvironment {
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) { fatalError() }
    open var presentingViewController: UIViewController { fatalError() }
    open var presentedViewController: UIViewController { fatalError() }
    open var containerView: UIView? { fatalError() }
    open var presentedView: UIView? { fatalError() }
    open var frameOfPresentedViewInContainerView: CGRect { fatalError() }
    weak open var delegate: (any UIAdaptivePresentationControllerDelegate)? { get { fatalError() } set { } }
    open func containerViewWillLayoutSubviews() { fatalError() }
    open func containerViewDidLayoutSubviews() { fatalError() }
    open func presentationTransitionWillBegin() { fatalError() }
    open func presentationTransitionDidEnd(_ completed: Bool) { fatalError() }
    open func dismissalTransitionWillBegin() { fatalError() }
    open func dismissalTransitionDidEnd(_ completed: Bool) { fatalError() }

    open var traitCollection: UITraitCollection { fatalError() }
    @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { fatalError() }
    open var preferredContentSize: CGSize { fatalError() }
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) { fatalError() }
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) { fatalError() }
    @discardableResult
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize { fatalError() }
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) { fatalError() }
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) { fatalError() }
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { fatalError() }
    open func setNeedsFocusUpdate() { fatalError() }
    open func updateFocusIfNeeded() { fatalError() }
}

/// Delegate for adapting presentations to trait changes.
@preconcurrency @MainActor
@objc public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    @objc optional func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    @available(iOS 13.0, *)
    @objc optional func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    @available(iOS 13.0, *)
    @objc optional func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    @available(iOS 13.0, *)
    @objc optional func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    @available(iOS 13.0, *)
    @objc optional func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

/// Presentation controller for sheets.
@available(iOS 15.0, *)
@preconcurrency @MainActor
@objcMembers @_inheritsConvenienceInitializers
open class UISheetPresentationController: UIPresentationController {
    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) { fatalError() }
    open var detents: [UISheetPresentationController.Detent] { get { fatalError() } set { } }
    open var selectedDetentIdentifier: UISheetPresentationController.Detent.Identifier? { get { fatalError() } set { } }
    open var largestUndimmedDetentIdentifier: UISheetPresentationController.Detent.Identifier? { get { fatalError() } set { } }
    open var prefersGrabberVisible: Bool { get { fatalError() } set { } }
    open var prefersScrollingExpandsWhenScrolledToEdge: Bool { get { fatalError() } set { } }
    open var prefersEdgeAttachedInCompactHeight: Bool { get { fatalError() } set { } }
    open func animateChanges(_ changes: () -> Void) { fatalError() }
    @available(iOS 16.0, *)
    open func invalidateDetents() { fatalError() }

    /// Resting height of a sheet.
    @preconcurrency @MainActor
    @objcMembers @_inheritsConvenienceInitializers
    open class Detent: NSObject {
    public override init() { fatalError() }
        @discardableResult
        open class func medium() -> UISheetPresentationController.Detent { fatalError() }
        @discardableResult
        open class func large() -> UISheetPresentationController.Detent { fatalError() }
        @available(iOS 16.0, *)
        open var identifier: UISheetPresentationController.Detent.Identifier { fatalError() }

        public struct Identifier: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Hashable, Sendable {
            public init(_ rawValue: String) { fatalError() }
            public init(rawValue: String) { fatalError() }
            public var rawValue: String { fatalError() }
            public static let medium: UISheetPresentationController.Detent.Identifier = { fatalError() }()
            public static let large: UISheetPresentationController.Detent.Identifier = { fatalError() }()
        }
    }
}

/// Input to a custom detent resolver.
@available(iOS 16.0, *)
@preconcurrency @MainActor
@objc public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    var containerTraitCollection: UITraitCollection { get }
    var maximumDetentValue: CGFloat { get }
}

/// Presentation controller for popovers.
@preconcurrency @MainActor
@objcMembers @_inheritsConvenienceInitializers
open class UIPopoverPresentationController: UIPresentationController {
    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) { fatalError() }
    open var sourceView: UIView? { get { fatalError() } set { } }
    open var sourceRect: CGRect { get { fatalError() } set { } }
    open var barButtonItem: UIBarButtonItem? { get { fatalError() } set { } }
    open var permittedArrowDirections: UIPopoverArrowDirection { get { fatalError() } set { } }
}

public struct UIPopoverArrowDirection: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { fatalError() }
    public static var up: UIPopoverArrowDirection { fatalError() }
    public static var down: UIPopoverArrowDirection { fatalError() }
    public static var left: UIPopoverArrowDirection { fatalError() }
    public static var right: UIPopoverArrowDirection { fatalError() }
    public static var any: UIPopoverArrowDirection { fatalError() }
}

/// Share sheet view controller.
@preconcurrency @MainActor
@objcMembers
open class UIActivityViewController: UIViewController {
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var excludedActivityTypes: [UIActivity.ActivityType]? { get { fatalError() } set { } }
}

/// Base class for a custom share-sheet service.
@preconcurrency @MainActor
@objcMembers @_inheritsConvenienceInitializers
open class UIActivity: NSObject {
    public override init() { fatalError() }
    public struct ActivityType: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Hashable, Sendable {
        public init(_ rawValue: String) { fatalError() }
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
        public static let postToFacebook: UIActivity.ActivityType = { fatalError() }()
        public static let message: UIActivity.ActivityType = { fatalError() }()
        public static let mail: UIActivity.ActivityType = { fatalError() }()
        public static let print: UIActivity.ActivityType = { fatalError() }()
        public static let copyToPasteboard: UIActivity.ActivityType = { fatalError() }()
        public static let airDrop: UIActivity.ActivityType = { fatalError() }()
    }
}

/// Base class of haptic feedback generators.
@available(iOS 10.0, *)
@preconcurrency @MainActor
@objcMembers
open class UIFeedbackGenerator: NSObject {
    public override init() { fatalError() }
    open func prepare() { fatalError() }
}

/// Haptics for collisions and impacts.
@available(iOS 10.0, *)
@preconcurrency @MainActor
@objcMembers
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public init(style: UIImpactFeedbackGenerator.FeedbackStyle) { fatalError() }
    public override convenience init() { fatalError() }
    open func impactOccurred() { fatalError() }
    @available(iOS 13.0, *)
    open func impactOccurred(intensity: CGFloat) { fatalError() }

    @objc(UIImpactFeedbackGeneratorFeedbackStyle)
    public enum FeedbackStyle: Int, @unchecked Sendable {
        case light = 0, medium = 1, heavy = 2
        @available(iOS 13.0, *) case soft = 3
        @available(iOS 13.0, *) case rigid = 4
    }
}

/// Haptics for success, warning and error outcomes.
@available(iOS 10.0, *)
@preconcurrency @MainActor
@objcMembers @_inheritsConvenienceInitializers
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public override init() { fatalError() }
    open func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType) { fatalError() }
    @objc(UINotificationFeedbackGeneratorFeedbackType)
    public enum FeedbackType: Int, @unchecked Sendable {
        case success = 0, warning = 1, error = 2
    }
}

/// Haptics for selection changes.
@available(iOS 10.0, *)
@preconcurrency @MainActor
@objcMembers @_inheritsConvenienceInitializers
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    public override init() { fatalError() }
    open func selectionChanged() { fatalError() }
}

/// System pasteboard for copy and paste.
@preconcurrency @MainActor
@objcMembers @_inheritsConvenienceInitializers
open class UIPasteboard: NSObject {
    public override init() { fatalError() }
    open class var general: UIPasteboard { fatalError() }
    open var string: String? { get { fatalError() } set { } }
    open var url: URL? { get { fatalError() } set { } }
    open var image: UIImage? { get { fatalError() } set { } }
    open var hasStrings: Bool { fatalError() }
}
