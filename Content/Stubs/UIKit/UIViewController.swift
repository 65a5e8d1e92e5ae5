/// Owner of a view hierarchy; UIKit's view controller class.
@preconcurrency @MainActor
@objcMembers
open class UIViewController: UIResponder, @preconcurrency NSCoding, UIAppearanceContainer, UITraitEnvironment, UIContentContainer, UIFocusEnvironment {
    // The content scroll view bars observe per edge (developer.apple.com, iOS 15); in the class, as apps
    // override `contentScrollView(for:)`.
    @available(iOS 15.0, *)
    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) { fatalError() }
    @available(iOS 15.0, *)
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? { fatalError() }
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public convenience override init() { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }

    // View management
    open var view: UIView! { get { fatalError() } set { } }
    @available(iOS 9.0, *)
    open var viewIfLoaded: UIView? { fatalError() }
    open var isViewLoaded: Bool { fatalError() }
    open func loadView() { fatalError() }
    @available(iOS 9.0, *)
    open func loadViewIfNeeded() { fatalError() }
    open func viewDidLoad() { fatalError() }
    open var nibName: String? { fatalError() }
    open var nibBundle: Bundle? { fatalError() }
    open var storyboard: UIStoryboard? { fatalError() }
    open var title: String? { get { fatalError() } set { } }

    // Appearance callbacks
    open func viewWillAppear(_ animated: Bool) { fatalError() }
    open func viewDidAppear(_ animated: Bool) { fatalError() }
    open func viewWillDisappear(_ animated: Bool) { fatalError() }
    open func viewDidDisappear(_ animated: Bool) { fatalError() }
    @available(iOS 13.0, *)
    open func viewIsAppearing(_ animated: Bool) { fatalError() }
    open func viewWillLayoutSubviews() { fatalError() }
    open func viewDidLayoutSubviews() { fatalError() }
    open func updateViewConstraints() { fatalError() }
    open func didReceiveMemoryWarning() { fatalError() }
    open var isBeingPresented: Bool { fatalError() }
    open var isBeingDismissed: Bool { fatalError() }
    open var isMovingToParent: Bool { fatalError() }
    open var isMovingFromParent: Bool { fatalError() }

    // Safe area and layout
    @available(iOS 11.0, *)
    open var additionalSafeAreaInsets: UIEdgeInsets { get { fatalError() } set { } }
    @available(iOS 11.0, *)
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets { fatalError() }
    @available(iOS 11.0, *)
    open var viewRespectsSystemMinimumLayoutMargins: Bool { get { fatalError() } set { } }
    @available(iOS 11.0, *)
    open func viewSafeAreaInsetsDidChange() { fatalError() }
    @available(iOS 11.0, *)
    open func viewLayoutMarginsDidChange() { fatalError() }
    open var edgesForExtendedLayout: UIRectEdge { get { fatalError() } set { } }
    open var extendedLayoutIncludesOpaqueBars: Bool { get { fatalError() } set { } }
    @available(iOS, introduced: 7.0, deprecated: 11.0, message: "Use UIScrollView's contentInsetAdjustmentBehavior instead")
    open var automaticallyAdjustsScrollViewInsets: Bool { get { fatalError() } set { } }
    open var preferredContentSize: CGSize { get { fatalError() } set { } }
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) { fatalError() }
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) { fatalError() }
    @discardableResult
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize { fatalError() }
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) { fatalError() }
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) { fatalError() }

    // Presentation
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) { fatalError() }
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { fatalError() }
    open var presentedViewController: UIViewController? { fatalError() }
    open var presentingViewController: UIViewController? { fatalError() }
    open var definesPresentationContext: Bool { get { fatalError() } set { } }
    open var providesPresentationContextTransitionStyle: Bool { get { fatalError() } set { } }
    open var modalPresentationStyle: UIModalPresentationStyle { get { fatalError() } set { } }
    open var modalTransitionStyle: UIModalTransitionStyle { get { fatalError() } set { } }
    @available(iOS 13.0, *)
    open var isModalInPresentation: Bool { get { fatalError() } set { } }
    open var presentationController: UIPresentationController? { fatalError() }
    @available(iOS 15.0, *)
    open var sheetPresentationController: UISheetPresentationController? { fatalError() }
    open var popoverPresentationController: UIPopoverPresentationController? { fatalError() }
    @nonobjc open func show(_ vc: UIViewController, sender: Any?) { fatalError() }
    @nonobjc open func showDetailViewController(_ vc: UIViewController, sender: Any?) { fatalError() }

    // Containment
    open var parent: UIViewController? { fatalError() }
    open var children: [UIViewController] { fatalError() }
    open func addChild(_ childController: UIViewController) { fatalError() }
    open func removeFromParent() { fatalError() }
    open func willMove(toParent parent: UIViewController?) { fatalError() }
    open func didMove(toParent parent: UIViewController?) { fatalError() }
    open func transition(from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval, options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) { fatalError() }
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) { fatalError() }
    open var childForStatusBarStyle: UIViewController? { fatalError() }
    open var childForStatusBarHidden: UIViewController? { fatalError() }

    // Navigation
    open var navigationItem: UINavigationItem { fatalError() }
    open var navigationController: UINavigationController? { fatalError() }
    open var hidesBottomBarWhenPushed: Bool { get { fatalError() } set { } }
    open var toolbarItems: [UIBarButtonItem]? { get { fatalError() } set { } }
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { fatalError() }
    open var tabBarItem: UITabBarItem! { get { fatalError() } set { } }
    open var tabBarController: UITabBarController? { fatalError() }
    open var splitViewController: UISplitViewController? { fatalError() }

    // Editing
    open var isEditing: Bool { get { fatalError() } set { } }
    open func setEditing(_ editing: Bool, animated: Bool) { fatalError() }
    open var editButtonItem: UIBarButtonItem { fatalError() }

    // Status bar
    open var preferredStatusBarStyle: UIStatusBarStyle { fatalError() }
    open var prefersStatusBarHidden: Bool { fatalError() }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { fatalError() }
    open func setNeedsStatusBarAppearanceUpdate() { fatalError() }
    open var prefersHomeIndicatorAutoHidden: Bool { fatalError() }
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { fatalError() }
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { fatalError() }
    open var shouldAutorotate: Bool { fatalError() }

    // Traits
    open var traitCollection: UITraitCollection { fatalError() }
    @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { fatalError() }
    @available(iOS 13.0, *)
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle { get { fatalError() } set { } }

    // Segues
    @nonobjc open func performSegue(withIdentifier identifier: String, sender: Any?) { fatalError() }
    @discardableResult
    @nonobjc open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { fatalError() }
    @nonobjc open func prepare(for segue: UIStoryboardSegue, sender: Any?) { fatalError() }

    // Focus environment
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { fatalError() }
    open func setNeedsFocusUpdate() { fatalError() }
    open func updateFocusIfNeeded() { fatalError() }
    @available(iOS 17.0, *)
    open func setNeedsUpdateContentUnavailableConfiguration() { fatalError() }
}

@available(iOS 17.0, *)
extension UIViewController {
}

/// Protocol for adapting to size and trait changes.
@preconcurrency @MainActor
@objc public protocol UIContentContainer: NSObjectProtocol {
    var preferredContentSize: CGSize { get }
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}

/// Runs animations alongside a view controller transition.
@preconcurrency @MainActor
@objc public protocol UIViewControllerTransitionCoordinator: NSObjectProtocol {
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?, completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

/// State of a transition in progress.
@preconcurrency @MainActor
@objc public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    var isAnimated: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
}

/// Protocol for objects that take part in focus updates.
@preconcurrency @MainActor
@objc public protocol UIFocusEnvironment: NSObjectProtocol {
    var preferredFocusEnvironments: [any UIFocusEnvironment] { get }
    func setNeedsFocusUpdate()
    func updateFocusIfNeeded()
}

/// Modal presentation style (full screen, sheet, popover…).
@objc
public enum UIModalPresentationStyle: Int, @unchecked Sendable {
    case fullScreen = 0, pageSheet = 1, formSheet = 2, currentContext = 3, custom = 4, overFullScreen = 5, overCurrentContext = 6, popover = 7
    @available(iOS 13.0, *) case automatic = -2
    case none = -1
}

/// Animation used for a modal presentation.
@objc
public enum UIModalTransitionStyle: Int, @unchecked Sendable {
    case coverVertical = 0, flipHorizontal = 1, crossDissolve = 2, partialCurl = 3
}

/// Status bar content style.
@objc
public enum UIStatusBarStyle: Int, @unchecked Sendable {
    case `default` = 0
    @available(iOS 7.0, *) case lightContent = 1
    @available(iOS 13.0, *) case darkContent = 3
}

@objc
public enum UIStatusBarAnimation: Int, @unchecked Sendable {
    case none = 0, fade = 1, slide = 2
}

@objc
public enum UIInterfaceOrientation: Int, @unchecked Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3
    public var isPortrait: Bool { fatalError() }
    public var isLandscape: Bool { fatalError() }
}

public struct UIInterfaceOrientationMask: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { fatalError() }
    public static var portrait: UIInterfaceOrientationMask { fatalError() }
    public static var landscapeLeft: UIInterfaceOrientationMask { fatalError() }
    public static var landscapeRight: UIInterfaceOrientationMask { fatalError() }
    public static var portraitUpsideDown: UIInterfaceOrientationMask { fatalError() }
    public static var landscape: UIInterfaceOrientationMask { fatalError() }
    public static var all: UIInterfaceOrientationMask { fatalError() }
    public static var allButUpsideDown: UIInterfaceOrientationMask { fatalError() }
}

/// Interface Builder storyboard loader.
@preconcurrency @MainActor
@objcMembers
open class UIStoryboard: NSObject {
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) { fatalError() }
    @discardableResult
    open func instantiateInitialViewController() -> UIViewController? { fatalError() }
    @discardableResult
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController { fatalError() }
}

/// Transition between two storyboard view controllers.
@preconcurrency @MainActor
@objcMembers @_inheritsConvenienceInitializers
open class UIStoryboardSegue: NSObject {
    public override init() { fatalError() }
    open var identifier: String? { fatalError() }
    open var source: UIViewController { fatalError() }
    open var destination: UIViewController { fatalError() }
}
