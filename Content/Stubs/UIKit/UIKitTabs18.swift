import Foundation
import UIKit

// MARK: - Tabs (iOS 18)

/// Single tab in a tab bar controller.
@available(iOS 18.0, *)
@preconcurrency @MainActor
open class UITab: NSObject {
    open var identifier: String { fatalError() }
    open var title: String { get { fatalError() } set { } }
    open var image: UIImage? { get { fatalError() } set { } }
    open var subtitle: String? { get { fatalError() } set { } }
    open var badgeValue: String? { get { fatalError() } set { } }
    open var preferredPlacement: UITab.Placement { get { fatalError() } set { } }
    open var userInfo: Any? { get { fatalError() } set { } }
    open var parent: UITabGroup? { fatalError() }
    open var tabBarController: UITabBarController? { fatalError() }
    open var viewController: UIViewController? { fatalError() }
    open var isHidden: Bool { get { fatalError() } set { } }
    open var isHiddenByDefault: Bool { get { fatalError() } set { } }
    open var allowsHiding: Bool { get { fatalError() } set { } }
    public init(title: String, image: UIImage?, identifier: String, viewControllerProvider: ((UITab) -> UIViewController)? = nil) { fatalError() }
    @available(*, unavailable)
    public override init() { fatalError() }

    @objc(UITabPlacement)
    public enum Placement: Int, @unchecked Sendable {
        case automatic = 0
        case `default` = 1
        case optional = 2
        case movable = 3
        case pinned = 4
        case fixed = 5
        case sidebarOnly = 6
    }
}

/// Tab containing child tabs.
@available(iOS 18.0, *)
@preconcurrency @MainActor
open class UITabGroup: UITab {
    open var selectedChild: UITab? { get { fatalError() } set { } }
    open var defaultChildIdentifier: String? { get { fatalError() } set { } }
    open var children: [UITab] { get { fatalError() } set { } }
    open var displayOrderIdentifiers: [String] { get { fatalError() } set { } }
    open var allowsReordering: Bool { get { fatalError() } set { } }
    open var displayOrder: [UITab] { fatalError() }
    open var managingNavigationController: UINavigationController? { get { fatalError() } set { } }
    open func tab(forIdentifier identifier: String) -> UITab? { fatalError() }
    open var sidebarActions: [UIAction] { get { fatalError() } set { } }
    open var sidebarAppearance: UITabGroup.SidebarAppearance { get { fatalError() } set { } }
    public init(title: String, image: UIImage?, identifier: String, children: [UITab], viewControllerProvider: ((UITab) -> UIViewController)? = nil) { fatalError() }

    @objc(UITabGroupSidebarAppearance)
    public enum SidebarAppearance: UInt, @unchecked Sendable {
        case automatic = 0
        case inline = 1
        case rootSection = 2
    }
}

/// System-provided search tab.
@available(iOS 18.0, *)
@preconcurrency @MainActor
open class UISearchTab: UITab {
    public init(viewControllerProvider: ((UITab) -> UIViewController)? = nil) { fatalError() }
}

@available(iOS 18.0, *)
extension UIViewController {
    @objc open var tab: UITab? { fatalError() }
}

@available(iOS 18.0, *)
extension UITabBarController {
    @objc(UITabBarControllerMode)
    public enum Mode: Int, @unchecked Sendable {
        case automatic = 0
        case tabBar = 1
        case tabSidebar = 2
    }

    @objc open var mode: UITabBarController.Mode { get { fatalError() } set { } }
    @objc open var sidebar: UITabBarController.Sidebar { fatalError() }
    @objc open var customizationIdentifier: String? { get { fatalError() } set { } }
    @objc open var compactTabIdentifiers: [String]? { get { fatalError() } set { } }
    @objc open var selectedTab: UITab? { get { fatalError() } set { } }
    @objc open var tabs: [UITab] { get { fatalError() } set { } }
    @objc open func setTabs(_ tabs: [UITab], animated: Bool) { fatalError() }
    @objc open func tab(forIdentifier identifier: String) -> UITab? { fatalError() }
    public convenience init(tabs: [UITab]) { fatalError() }
    @objc open var isTabBarHidden: Bool { get { fatalError() } set { } }
    @objc open func setTabBarHidden(_ hidden: Bool, animated: Bool) { fatalError() }

    /// Tab bar controller's sidebar.
    @objc(UITabBarControllerSidebar)
    @preconcurrency @MainActor
    open class Sidebar: NSObject {
        open weak var delegate: (any UITabBarControllerSidebarDelegate)? { get { fatalError() } set { } }
        open var isHidden: Bool { get { fatalError() } set { } }
        open var preferredLayout: UITabBarController.Sidebar.Layout { get { fatalError() } set { } }
        open var bottomBarView: UIView? { get { fatalError() } set { } }
        open func reconfigureItem(for tab: UITab) { fatalError() }
        @available(*, unavailable)
        public override init() { fatalError() }

        public typealias Delegate = UITabBarControllerSidebarDelegate

        @objc(UITabBarControllerSidebarLayout)
        public enum Layout: Int, @unchecked Sendable {
            case automatic = 0
            case overlap = 1
            case tile = 2
        }
    }
}

/// The Objective-C protocol `UITabBarControllerSidebarDelegate` (Swift: `UITabBarController.Sidebar.Delegate`).
@available(iOS 18.0, *)
@preconcurrency @MainActor
@objc public protocol UITabBarControllerSidebarDelegate: NSObjectProtocol {
    @objc optional func tabBarController(_ tabBarController: UITabBarController, sidebarVisibilityDidChange sidebar: UITabBarController.Sidebar)
    @objc optional func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, itemFor request: UITabSidebarItem.Request) -> UITabSidebarItem
    @objc optional func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, update item: UITabSidebarItem)
    @objc optional func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, willBeginDisplaying tab: UITab)
    @objc optional func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, didEndDisplaying tab: UITab)
    @objc optional func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, leadingSwipeActionsConfigurationFor tab: UITab) -> UISwipeActionsConfiguration?
    @objc optional func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, trailingSwipeActionsConfigurationFor tab: UITab) -> UISwipeActionsConfiguration?
    @objc optional func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, contextMenuConfigurationFor tab: UITab) -> UIContextMenuConfiguration?
}

// MARK: - View controller transitions (iOS 18)

@available(iOS 18.0, *)
extension UIViewController {
    @objc open var preferredTransition: UIViewController.Transition? { get { fatalError() } set { } }

    /// Transition used when presenting or pushing.
    @objc(UIViewControllerTransition)
    open class Transition: NSObject {
        @available(*, unavailable)
        public override init() { fatalError() }

        /// Input to a zoom transition's source-view provider.
        @objc(UIZoomTransitionSourceViewProviderContext)
        open class ZoomSourceViewProviderContext: NSObject {
            open var sourceViewController: UIViewController { fatalError() }
            open var zoomedViewController: UIViewController { fatalError() }
            @available(*, unavailable)
            public override init() { fatalError() }
        }

        /// Zoom transition settings.
        @objc(UIZoomTransitionOptions)
        open class ZoomOptions: NSObject, NSCopying {
            open var interactiveDismissShouldBegin: ((UIViewController.Transition.ZoomOptions.InteractionContext) -> Bool)? { get { fatalError() } set { } }
            open var dimmingColor: UIColor? { get { fatalError() } set { } }
            open var dimmingVisualEffect: UIBlurEffect? { get { fatalError() } set { } }
            open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
            public override init() { fatalError() }

            /// Input for deciding on an interactive zoom dismissal.
            @objc(UIZoomTransitionInteractionContext)
            open class InteractionContext: NSObject {
                open var location: CGPoint { fatalError() }
                open var velocity: CGVector { fatalError() }
                open var willBegin: Bool { fatalError() }
                public override init() { fatalError() }
            }

            /// Input for a zoom transition's alignment-rect request.
            @objc(UIZoomTransitionAlignmentRectContext)
            open class AlignmentRectContext: NSObject {
                open var sourceView: UIView { fatalError() }
                open var zoomedViewController: UIViewController { fatalError() }
                public override init() { fatalError() }
            }
        }
    }
}

// MARK: - UI update link (iOS 18)

/// Stage of UIKit's UI update cycle.
@available(iOS 18.0, *)
@preconcurrency @MainActor
open class UIUpdateActionPhase: NSObject {
    open class var afterUpdateScheduled: UIUpdateActionPhase { fatalError() }
    open class var beforeEventDispatch: UIUpdateActionPhase { fatalError() }
    open class var afterEventDispatch: UIUpdateActionPhase { fatalError() }
    open class var beforeLowLatencyEventDispatch: UIUpdateActionPhase { fatalError() }
    open class var afterLowLatencyEventDispatch: UIUpdateActionPhase { fatalError() }
    open class var beforeCADisplayLinkDispatch: UIUpdateActionPhase { fatalError() }
    open class var afterCADisplayLinkDispatch: UIUpdateActionPhase { fatalError() }
    open class var beforeLowLatencyCATransactionCommit: UIUpdateActionPhase { fatalError() }
    open class var afterLowLatencyCATransactionCommit: UIUpdateActionPhase { fatalError() }
    open class var beforeCATransactionCommit: UIUpdateActionPhase { fatalError() }
    open class var afterCATransactionCommit: UIUpdateActionPhase { fatalError() }
    open class var afterUpdateComplete: UIUpdateActionPhase { fatalError() }
    @available(*, unavailable)
    public override init() { fatalError() }
}

/// Details of the UI update in progress.
@available(iOS 18.0, *)
@preconcurrency @MainActor
open class UIUpdateInfo: NSObject {
    open var modelTime: TimeInterval { fatalError() }
    open var completionDeadlineTime: TimeInterval { fatalError() }
    open var estimatedPresentationTime: TimeInterval { fatalError() }
    open var isImmediatePresentationExpected: Bool { fatalError() }
    open var isLowLatencyEventDispatchConfirmed: Bool { fatalError() }
    open var isPerformingLowLatencyPhases: Bool { fatalError() }
    open class func current(for windowScene: UIWindowScene) -> Self? { fatalError() }
    open class func current(for view: UIView) -> Self? { fatalError() }
    @available(*, unavailable)
    public override init() { fatalError() }
}

/// Observer that takes part in UI updates.
@available(iOS 18.0, *)
@preconcurrency @MainActor
open class UIUpdateLink: NSObject {
    public convenience init(windowScene: UIWindowScene) { fatalError() }
    public convenience init(windowScene: UIWindowScene, actionHandler handler: @escaping (UIUpdateLink, UIUpdateInfo) -> Void) { fatalError() }
    public convenience init(view: UIView) { fatalError() }
    public convenience init(view: UIView, actionHandler handler: @escaping (UIUpdateLink, UIUpdateInfo) -> Void) { fatalError() }
    open func addAction(to phase: UIUpdateActionPhase, handler: @escaping (UIUpdateLink, UIUpdateInfo) -> Void) { fatalError() }
    open func addAction(to phase: UIUpdateActionPhase, target: Any, selector: Selector) { fatalError() }
    open func addAction(handler: @escaping (UIUpdateLink, UIUpdateInfo) -> Void) { fatalError() }
    open func addAction(target: Any, selector: Selector) { fatalError() }
    open var isEnabled: Bool { get { fatalError() } set { } }
    open var requiresContinuousUpdates: Bool { get { fatalError() } set { } }
    open var wantsLowLatencyEventDispatch: Bool { get { fatalError() } set { } }
    open var wantsImmediatePresentation: Bool { get { fatalError() } set { } }
    open var currentUpdateInfo: UIUpdateInfo? { fatalError() }
    @available(*, unavailable)
    public override init() { fatalError() }
}

// MARK: - Sidebar items (iOS 18)

/// Row in a tab bar controller's sidebar.
@available(iOS 18.0, *)
@preconcurrency @MainActor
open class UITabSidebarItem: NSObject, NSCopying {
    public convenience init(request: UITabSidebarItem.Request) { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    @available(*, unavailable)
    public override init() { fatalError() }

    /// Sidebar row request.
    @objc(UITabSidebarItemRequest)
    @preconcurrency @MainActor
    open class Request: NSObject {
        @available(*, unavailable)
        public override init() { fatalError() }
    }
}

// MARK: - Week-of-year calendar selection (iOS 18)

/// Week-of-year calendar selection.
@available(iOS 18.0, *)
@preconcurrency @MainActor
open class UICalendarSelectionWeekOfYear: UICalendarSelection {
    open var selectedWeekOfYear: DateComponents? { get { fatalError() } set { } }
    open func setSelectedWeekOfYear(_ selectedWeekOfYear: DateComponents?, animated: Bool) { fatalError() }
    open weak var delegate: (any UICalendarSelectionWeekOfYearDelegate)? { fatalError() }
    public init(delegate: (any UICalendarSelectionWeekOfYearDelegate)?) { fatalError() }
}

/// Delegate of a week-of-year calendar selection.
@available(iOS 18.0, *)
@preconcurrency @MainActor
@objc public protocol UICalendarSelectionWeekOfYearDelegate: NSObjectProtocol {
    func weekOfYearSelection(_ selection: UICalendarSelectionWeekOfYear, didSelectWeekOfYear weekOfYearComponents: DateComponents?)
    @objc optional func weekOfYearSelection(_ selection: UICalendarSelectionWeekOfYear, canSelectWeekOfYear weekOfYearComponents: DateComponents?) -> Bool
}
