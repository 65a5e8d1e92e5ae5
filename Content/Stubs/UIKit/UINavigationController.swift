/// Stack-based container for drill-down navigation.
@preconcurrency @MainActor
@objcMembers
open class UINavigationController: UIViewController {
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder aDecoder: NSCoder) { fatalError() }
    public init(rootViewController: UIViewController) { fatalError() }
    @available(iOS 5.0, *)
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) { fatalError() }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) { fatalError() }
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? { fatalError() }
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? { fatalError() }
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? { fatalError() }
    open var topViewController: UIViewController? { fatalError() }
    open var visibleViewController: UIViewController? { fatalError() }
    open var viewControllers: [UIViewController] { get { fatalError() } set { } }
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) { fatalError() }
    open var isNavigationBarHidden: Bool { get { fatalError() } set { } }
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { fatalError() }
    open var navigationBar: UINavigationBar { fatalError() }
    open var isToolbarHidden: Bool { get { fatalError() } set { } }
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { fatalError() }
    open var toolbar: UIToolbar! { fatalError() }
    weak open var delegate: (any UINavigationControllerDelegate)? { get { fatalError() } set { } }
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { fatalError() }
    open var hidesBarsOnSwipe: Bool { get { fatalError() } set { } }
    open var hidesBarsOnTap: Bool { get { fatalError() } set { } }
    open var hidesBarsWhenKeyboardAppears: Bool { get { fatalError() } set { } }
}

/// Delegate callbacks of a navigation controller.
@preconcurrency @MainActor
@objc public protocol UINavigationControllerDelegate: NSObjectProtocol {
    @objc optional func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    @objc optional func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

/// Top bar with title and navigation buttons.
@preconcurrency @MainActor
@objcMembers
open class UINavigationBar: UIView, UIBarPositioning {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var barStyle: UIBarStyle { get { fatalError() } set { } }
    open var isTranslucent: Bool { get { fatalError() } set { } }
    @available(iOS 11.0, *)
    open var prefersLargeTitles: Bool { get { fatalError() } set { } }
    open var barTintColor: UIColor? { get { fatalError() } set { } }
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { get { fatalError() } set { } }
    @available(iOS 11.0, *)
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { get { fatalError() } set { } }
    open var shadowImage: UIImage? { get { fatalError() } set { } }
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) { fatalError() }
    @available(iOS 13.0, *)
    open var standardAppearance: UINavigationBarAppearance { get { fatalError() } set { } }
    @available(iOS 13.0, *)
    open var compactAppearance: UINavigationBarAppearance? { get { fatalError() } set { } }
    @available(iOS 13.0, *)
    open var scrollEdgeAppearance: UINavigationBarAppearance? { get { fatalError() } set { } }
    @available(iOS 15.0, *)
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { get { fatalError() } set { } }
    open var items: [UINavigationItem]? { get { fatalError() } set { } }
    open var topItem: UINavigationItem? { fatalError() }
    open var backItem: UINavigationItem? { fatalError() }
    open var barPosition: UIBarPosition { fatalError() }
}

/// Title and buttons a view controller shows in the navigation bar.
@preconcurrency @MainActor
@objcMembers
open class UINavigationItem: NSObject, @preconcurrency NSCoding {
    public init(title: String) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }

    open var title: String? { get { fatalError() } set { } }
    open var titleView: UIView? { get { fatalError() } set { } }
    open var prompt: String? { get { fatalError() } set { } }
    @available(iOS 11.0, *)
    open var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode { get { fatalError() } set { } }
    open var backBarButtonItem: UIBarButtonItem? { get { fatalError() } set { } }
    @available(iOS 11.0, *)
    open var backButtonTitle: String? { get { fatalError() } set { } }
    @available(iOS 14.0, *)
    open var backButtonDisplayMode: UINavigationItem.BackButtonDisplayMode { get { fatalError() } set { } }
    open var hidesBackButton: Bool { get { fatalError() } set { } }
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { fatalError() }
    open var leftBarButtonItems: [UIBarButtonItem]? { get { fatalError() } set { } }
    open var rightBarButtonItems: [UIBarButtonItem]? { get { fatalError() } set { } }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { fatalError() }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { fatalError() }
    open var leftItemsSupplementBackButton: Bool { get { fatalError() } set { } }
    open var leftBarButtonItem: UIBarButtonItem? { get { fatalError() } set { } }
    open var rightBarButtonItem: UIBarButtonItem? { get { fatalError() } set { } }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { fatalError() }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { fatalError() }
    @available(iOS 11.0, *)
    open var searchController: UISearchController? { get { fatalError() } set { } }
    @available(iOS 11.0, *)
    open var hidesSearchBarWhenScrolling: Bool { get { fatalError() } set { } }
    @available(iOS 13.0, *)
    open var standardAppearance: UINavigationBarAppearance? { get { fatalError() } set { } }
    @available(iOS 13.0, *)
    open var compactAppearance: UINavigationBarAppearance? { get { fatalError() } set { } }
    @available(iOS 13.0, *)
    open var scrollEdgeAppearance: UINavigationBarAppearance? { get { fatalError() } set { } }
    @available(iOS 16.0, *)
    open var style: UINavigationItem.ItemStyle { get { fatalError() } set { } }
    @available(iOS 16.0, *)
    open var navigationBarPosition: UINavigationItem.NavigationBarPosition? { get { fatalError() } set { } }

    // No iOS version of its own in Apple's header (the property that takes it is iOS 11).
    @objc(UINavigationItemLargeTitleDisplayMode)
    public enum LargeTitleDisplayMode: Int, @unchecked Sendable {
        case automatic = 0, always = 1, never = 2
        @available(iOS 17.0, *) case inline = 3
    }
    // No iOS version of its own in Apple's header (the property that takes it is iOS 14).
    @objc(UINavigationItemBackButtonDisplayMode)
    public enum BackButtonDisplayMode: Int, @unchecked Sendable {
        case `default` = 0, generic = 1, minimal = 2
    }
    @available(iOS 16.0, *)
    @objc(UINavigationItemItemStyle)
    public enum ItemStyle: Int, @unchecked Sendable {
        case navigator = 0, browser = 1, editor = 2
    }
    @available(iOS 16.0, *)
    @objc(UINavigationItemNavigationBarPosition)
    public enum NavigationBarPosition: Int, @unchecked Sendable {
        case unknown = 0, bottom = 1, top = 2
    }
}

/// Bottom bar of buttons.
@preconcurrency @MainActor
@objcMembers
open class UIToolbar: UIView, UIBarPositioning {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var items: [UIBarButtonItem]? { get { fatalError() } set { } }
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { fatalError() }
    open var barPosition: UIBarPosition { fatalError() }
    @available(iOS 13.0, *)
    open var standardAppearance: UIToolbarAppearance { get { fatalError() } set { } }
    @available(iOS 15.0, *)
    open var scrollEdgeAppearance: UIToolbarAppearance? { get { fatalError() } set { } }
}

/// Protocol for bars that report their position.
@preconcurrency @MainActor
@objc public protocol UIBarPositioning: NSObjectProtocol {
    var barPosition: UIBarPosition { get }
}

@objc
public enum UIBarPosition: Int, @unchecked Sendable {
    case any = 0, bottom = 1, top = 2, topAttached = 3
}

@objc
public enum UIBarStyle: Int, @unchecked Sendable {
    case `default` = 0, black = 1
}

@objc
public enum UIBarMetrics: Int, @unchecked Sendable {
    case `default` = 0, compact = 1, defaultPrompt = 101, compactPrompt = 102
}

/// Shared appearance settings for navigation bars, toolbars and tab bars.
@available(iOS 13.0, *)
@preconcurrency @MainActor
@objcMembers
open class UIBarAppearance: NSObject, @preconcurrency NSCopying, @preconcurrency NSSecureCoding {
    public init(idiom: UIUserInterfaceIdiom) { fatalError() }
    public override convenience init() { fatalError() }
    public init(barAppearance: UIBarAppearance) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    public class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }

    open var idiom: UIUserInterfaceIdiom { fatalError() }
    open func configureWithDefaultBackground() { fatalError() }
    open func configureWithOpaqueBackground() { fatalError() }
    open func configureWithTransparentBackground() { fatalError() }
    open var backgroundEffect: UIBlurEffect? { get { fatalError() } set { } }
    open var backgroundColor: UIColor? { get { fatalError() } set { } }
    open var backgroundImage: UIImage? { get { fatalError() } set { } }
    open var backgroundImageContentMode: UIView.ContentMode { get { fatalError() } set { } }
    open var shadowColor: UIColor? { get { fatalError() } set { } }
    open var shadowImage: UIImage? { get { fatalError() } set { } }
}

/// Navigation bar appearance settings.
@available(iOS 13.0, *)
@preconcurrency @MainActor
@objcMembers @_inheritsConvenienceInitializers
open class UINavigationBarAppearance: UIBarAppearance {
    public override init(idiom: UIUserInterfaceIdiom) { fatalError() }
    public override init(barAppearance: UIBarAppearance) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var titleTextAttributes: [NSAttributedString.Key: Any] { get { fatalError() } set { } }
    open var titlePositionAdjustment: UIOffset { get { fatalError() } set { } }
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] { get { fatalError() } set { } }
    open var buttonAppearance: UIBarButtonItemAppearance { get { fatalError() } set { } }
    @available(iOS, introduced: 13.0, deprecated: 26.0, renamed: "prominentButtonAppearance")
    open var doneButtonAppearance: UIBarButtonItemAppearance { get { fatalError() } set { } }
    open var backButtonAppearance: UIBarButtonItemAppearance { get { fatalError() } set { } }
    open var backIndicatorImage: UIImage { fatalError() }
    open var backIndicatorTransitionMaskImage: UIImage { fatalError() }
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) { fatalError() }
}

/// Toolbar appearance settings.
@available(iOS 13.0, *)
@preconcurrency @MainActor
@objcMembers @_inheritsConvenienceInitializers
open class UIToolbarAppearance: UIBarAppearance {
    public override init(idiom: UIUserInterfaceIdiom) { fatalError() }
    public override init(barAppearance: UIBarAppearance) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var buttonAppearance: UIBarButtonItemAppearance { get { fatalError() } set { } }
    open var doneButtonAppearance: UIBarButtonItemAppearance { get { fatalError() } set { } }
}

/// Tab bar appearance settings.
@available(iOS 13.0, *)
@preconcurrency @MainActor
@objcMembers @_inheritsConvenienceInitializers
open class UITabBarAppearance: UIBarAppearance {
    public override init(idiom: UIUserInterfaceIdiom) { fatalError() }
    public override init(barAppearance: UIBarAppearance) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var selectionIndicatorTintColor: UIColor? { get { fatalError() } set { } }
}

/// Bar button item appearance settings.
@available(iOS 13.0, *)
@preconcurrency @MainActor
@objcMembers
open class UIBarButtonItemAppearance: NSObject, @preconcurrency NSCopying, @preconcurrency NSSecureCoding {
    public init(style: UIBarButtonItem.Style) { fatalError() }
    public override convenience init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    public class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var normal: UIBarButtonItemStateAppearance { fatalError() }
    open var highlighted: UIBarButtonItemStateAppearance { fatalError() }
    open var disabled: UIBarButtonItemStateAppearance { fatalError() }
    open var focused: UIBarButtonItemStateAppearance { fatalError() }
    open func configureWithDefault(for style: UIBarButtonItem.Style) { fatalError() }
}

/// Bar button item appearance for one state.
@available(iOS 13.0, *)
@preconcurrency @MainActor
@objcMembers @_inheritsConvenienceInitializers
open class UIBarButtonItemStateAppearance: NSObject {
    public override init() { fatalError() }
    open var titleTextAttributes: [NSAttributedString.Key: Any] { get { fatalError() } set { } }
    open var titlePositionAdjustment: UIOffset { get { fatalError() } set { } }
    open var backgroundImage: UIImage? { get { fatalError() } set { } }
}

/// Base class of visual effects (blur, vibrancy…).
@preconcurrency @MainActor
@objcMembers
open class UIVisualEffect: NSObject, @preconcurrency NSCopying, @preconcurrency NSSecureCoding {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    public class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

@preconcurrency @MainActor
@objcMembers @_inheritsConvenienceInitializers
open class UIBlurEffect: UIVisualEffect {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public convenience init(style: UIBlurEffect.Style) { fatalError() }
    @objc(UIBlurEffectStyle)
    public enum Style: Int, @unchecked Sendable {
        case extraLight = 0, light = 1, dark = 2, regular = 4, prominent = 5
        @available(iOS 13.0, *) case systemUltraThinMaterial = 6
        @available(iOS 13.0, *) case systemThinMaterial = 7
        @available(iOS 13.0, *) case systemMaterial = 8
        @available(iOS 13.0, *) case systemThickMaterial = 9
        @available(iOS 13.0, *) case systemChromeMaterial = 10
    }
}

/// View that applies a visual effect.
@preconcurrency @MainActor
@objcMembers
open class UIVisualEffectView: UIView {
    public init(effect: UIVisualEffect?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var contentView: UIView { fatalError() }
    open var effect: UIVisualEffect? { get { fatalError() } set { } }
}
