/// Base class of bar items.
@preconcurrency @MainActor
@objcMembers
open class UIBarItem: NSObject, @preconcurrency NSCoding, UIAppearance {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open var isEnabled: Bool { get { fatalError() } set { } }
    open var title: String? { get { fatalError() } set { } }
    open var image: UIImage? { get { fatalError() } set { } }
    open var landscapeImagePhone: UIImage? { get { fatalError() } set { } }
    open var imageInsets: UIEdgeInsets { get { fatalError() } set { } }
    open var tag: Int { get { fatalError() } set { } }
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) { fatalError() }
    @discardableResult
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { fatalError() }
    @discardableResult
    public static func appearance() -> Self { fatalError() }
    @discardableResult
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self { fatalError() }
    @discardableResult
    public static func appearance(for trait: UITraitCollection) -> Self { fatalError() }
}

/// Button for toolbars and navigation bars.
@preconcurrency @MainActor
@objcMembers
open class UIBarButtonItem: UIBarItem {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    @nonobjc public convenience init(image: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) { fatalError() }
    @nonobjc public convenience init(title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) { fatalError() }
    @nonobjc public convenience init(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?) { fatalError() }
    public convenience init(customView: UIView) { fatalError() }
    @available(iOS 14.0, *)
    public convenience init(primaryAction: UIAction?) { fatalError() }

    open var style: UIBarButtonItem.Style { get { fatalError() } set { } }
    open var width: CGFloat { get { fatalError() } set { } }
    open var customView: UIView? { get { fatalError() } set { } }
    open var action: Selector? { get { fatalError() } set { } }
    weak open var target: AnyObject? { get { fatalError() } set { } }
    @available(iOS 14.0, *)
    open var primaryAction: UIAction? { get { fatalError() } set { } }
    @available(iOS 14.0, *)
    open var menu: UIMenu? { get { fatalError() } set { } }
    open var tintColor: UIColor? { get { fatalError() } set { } }
    @available(iOS 16.0, *)
    open var isHidden: Bool { get { fatalError() } set { } }
    @available(iOS 14.0, *)
    @discardableResult
    open class func fixedSpace(_ width: CGFloat) -> Self { fatalError() }
    @available(iOS 14.0, *)
    @discardableResult
    open class func flexibleSpace() -> Self { fatalError() }

    @objc(UIBarButtonItemStyle)
    public enum Style: Int, @unchecked Sendable {
        case plain = 0
        @available(iOS, introduced: 2.0, deprecated: 8.0, message: "Use UIBarButtonItemStylePlain when minimum deployment target is iOS7 or later")
        case bordered = 1
        case done = 2
    }

    @objc(UIBarButtonItemSystemItem)
    public enum SystemItem: Int, @unchecked Sendable {
        case done = 0, cancel = 1, edit = 2, save = 3, add = 4, flexibleSpace = 5, fixedSpace = 6, compose = 7, reply = 8, action = 9, organize = 10, bookmarks = 11, search = 12, refresh = 13, stop = 14, camera = 15, trash = 16, play = 17, pause = 18, rewind = 19, fastForward = 20, undo = 21, redo = 22
        @available(iOS 13.0, *) case close = 24
    }
}

/// Tab bar entry.
@preconcurrency @MainActor
@objcMembers
open class UITabBarItem: UIBarItem {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public convenience init(title: String?, image: UIImage?, tag: Int) { fatalError() }
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) { fatalError() }
    public convenience init(tabBarSystemItem systemItem: UITabBarItem.SystemItem, tag: Int) { fatalError() }
    open var selectedImage: UIImage? { get { fatalError() } set { } }
    open var badgeValue: String? { get { fatalError() } set { } }
    open var badgeColor: UIColor? { get { fatalError() } set { } }

    @objc(UITabBarItemSystemItem)
    public enum SystemItem: Int, @unchecked Sendable {
        case more = 0, favorites = 1, featured = 2, topRated = 3, recents = 4, contacts = 5, history = 6, bookmarks = 7, search = 8, downloads = 9, mostRecent = 10, mostViewed = 11
    }
}

/// Container that switches between child view controllers via tabs.
@preconcurrency @MainActor
@objcMembers
open class UITabBarController: UIViewController {
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var viewControllers: [UIViewController]? { get { fatalError() } set { } }
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) { fatalError() }
    unowned(unsafe) open var selectedViewController: UIViewController? { get { fatalError() } set { } }
    open var selectedIndex: Int { get { fatalError() } set { } }
    open var tabBar: UITabBar { fatalError() }
}

/// Bar of tab buttons.
@preconcurrency @MainActor
@objcMembers
open class UITabBar: UIView {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var items: [UITabBarItem]? { get { fatalError() } set { } }
    @available(iOS 13.0, *)
    open var standardAppearance: UITabBarAppearance { get { fatalError() } set { } }
    @available(iOS 15.0, *)
    open var scrollEdgeAppearance: UITabBarAppearance? { get { fatalError() } set { } }
}

/// Container showing primary and secondary columns.
@preconcurrency @MainActor
@objcMembers
open class UISplitViewController: UIViewController {
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var viewControllers: [UIViewController] { get { fatalError() } set { } }
    open var isCollapsed: Bool { fatalError() }
}

/// Controller that couples a search bar to a results display.
@preconcurrency @MainActor
@objcMembers
open class UISearchController: UIViewController {
    public init(searchResultsController: UIViewController?) { fatalError() }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    weak open var searchResultsUpdater: (any UISearchResultsUpdating)? { get { fatalError() } set { } }
    open var isActive: Bool { get { fatalError() } set { } }
    open var obscuresBackgroundDuringPresentation: Bool { get { fatalError() } set { } }
    open var hidesNavigationBarDuringPresentation: Bool { get { fatalError() } set { } }
    open var searchBar: UISearchBar { fatalError() }
}

/// Protocol for refreshing results as search text changes.
@preconcurrency @MainActor
@objc public protocol UISearchResultsUpdating: NSObjectProtocol {
    func updateSearchResults(for searchController: UISearchController)
}

/// Search text entry bar.
@preconcurrency @MainActor
@objcMembers
open class UISearchBar: UIView {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var text: String? { get { fatalError() } set { } }
    open var placeholder: String? { get { fatalError() } set { } }
    @available(iOS 13.0, *)
    open var searchTextField: UISearchTextField { fatalError() }
}
