/// Scrolling and zooming container view.
@preconcurrency @MainActor
@objcMembers
open class UIScrollView: UIView {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }

    open var contentOffset: CGPoint { get { fatalError() } set { } }
    open var contentSize: CGSize { get { fatalError() } set { } }
    open var contentInset: UIEdgeInsets { get { fatalError() } set { } }
    @available(iOS 11.0, *)
    open var adjustedContentInset: UIEdgeInsets { fatalError() }
    @available(iOS 11.0, *)
    open func adjustedContentInsetDidChange() { fatalError() }
    @available(iOS 11.0, *)
    open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior { get { fatalError() } set { } }
    @available(iOS 13.0, *)
    open var automaticallyAdjustsScrollIndicatorInsets: Bool { get { fatalError() } set { } }
    @available(iOS 11.0, *)
    open var contentLayoutGuide: UILayoutGuide { fatalError() }
    @available(iOS 11.0, *)
    open var frameLayoutGuide: UILayoutGuide { fatalError() }
    /// In the SDK, UITableView and UICollectionView redeclare this
    /// property with their own delegate protocol types; Swift source cannot redeclare a stored
    /// property covariantly, so in these stubs they inherit this declaration.
    weak open var delegate: (any UIScrollViewDelegate)? { get { fatalError() } set { } }
    open var isDirectionalLockEnabled: Bool { get { fatalError() } set { } }
    open var bounces: Bool { get { fatalError() } set { } }
    open var alwaysBounceVertical: Bool { get { fatalError() } set { } }
    open var alwaysBounceHorizontal: Bool { get { fatalError() } set { } }
    open var isPagingEnabled: Bool { get { fatalError() } set { } }
    open var isScrollEnabled: Bool { get { fatalError() } set { } }
    open var showsVerticalScrollIndicator: Bool { get { fatalError() } set { } }
    open var showsHorizontalScrollIndicator: Bool { get { fatalError() } set { } }
    open var indicatorStyle: UIScrollView.IndicatorStyle { get { fatalError() } set { } }
    @available(iOS 11.1, *)
    open var verticalScrollIndicatorInsets: UIEdgeInsets { get { fatalError() } set { } }
    @available(iOS 11.1, *)
    open var horizontalScrollIndicatorInsets: UIEdgeInsets { get { fatalError() } set { } }
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "The scrollIndicatorInsets getter is deprecated, use the verticalScrollIndicatorInsets and horizontalScrollIndicatorInsets getters instead.")
    open var scrollIndicatorInsets: UIEdgeInsets { get { fatalError() } set { } }
    open var decelerationRate: UIScrollView.DecelerationRate { get { fatalError() } set { } }
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { fatalError() }
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) { fatalError() }
    open func flashScrollIndicators() { fatalError() }
    open var isTracking: Bool { fatalError() }
    open var isDragging: Bool { fatalError() }
    open var isDecelerating: Bool { fatalError() }
    open var delaysContentTouches: Bool { get { fatalError() } set { } }
    open var canCancelContentTouches: Bool { get { fatalError() } set { } }
    @discardableResult
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { fatalError() }
    @discardableResult
    open func touchesShouldCancel(in view: UIView) -> Bool { fatalError() }
    open var minimumZoomScale: CGFloat { get { fatalError() } set { } }
    open var maximumZoomScale: CGFloat { get { fatalError() } set { } }
    open var zoomScale: CGFloat { get { fatalError() } set { } }
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { fatalError() }
    open func zoom(to rect: CGRect, animated: Bool) { fatalError() }
    open var bouncesZoom: Bool { get { fatalError() } set { } }
    open var isZooming: Bool { fatalError() }
    open var isZoomBouncing: Bool { fatalError() }
    open var scrollsToTop: Bool { get { fatalError() } set { } }
    open var panGestureRecognizer: UIPanGestureRecognizer { fatalError() }
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { fatalError() }
    open var keyboardDismissMode: UIScrollView.KeyboardDismissMode { get { fatalError() } set { } }
    @available(iOS 10.0, *)
    open var refreshControl: UIRefreshControl? { get { fatalError() } set { } }

    @available(iOS 11.0, *)
    @objc(UIScrollViewContentInsetAdjustmentBehavior)
    public enum ContentInsetAdjustmentBehavior: Int, @unchecked Sendable {
        case automatic = 0, scrollableAxes = 1, never = 2, always = 3
    }
    @objc(UIScrollViewKeyboardDismissMode)
    public enum KeyboardDismissMode: Int, @unchecked Sendable {
        case none = 0, onDrag = 1, interactive = 2
        case onDragWithAccessory = 3
        case interactiveWithAccessory = 4
    }
    @objc(UIScrollViewIndicatorStyle)
    public enum IndicatorStyle: Int, @unchecked Sendable {
        case `default` = 0, black = 1, white = 2
    }
    public struct DecelerationRate: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Hashable, Sendable {
        public init(rawValue: CGFloat) { fatalError() }
        public var rawValue: CGFloat { fatalError() }
        public static let normal: UIScrollView.DecelerationRate = { fatalError() }()
        public static let fast: UIScrollView.DecelerationRate = { fatalError() }()
    }
}

/// Delegate callbacks for scrolling and zooming.
@preconcurrency @MainActor
@objc public protocol UIScrollViewDelegate: NSObjectProtocol {
    @objc optional func scrollViewDidScroll(_ scrollView: UIScrollView)
    @objc optional func scrollViewDidZoom(_ scrollView: UIScrollView)
    @objc optional func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    @objc optional func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    @objc optional func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    @objc optional func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    @objc optional func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    @objc optional func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    @objc optional func viewForZooming(in scrollView: UIScrollView) -> UIView?
    @objc optional func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    @objc optional func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    @objc optional func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    @objc optional func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    @available(iOS 11.0, *)
    @objc optional func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

/// Pull-to-refresh control.
@preconcurrency @MainActor
@objcMembers
open class UIRefreshControl: UIControl {
    public init() { fatalError() }
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var isRefreshing: Bool { fatalError() }
    open var attributedTitle: NSAttributedString? { get { fatalError() } set { } }
    open func beginRefreshing() { fatalError() }
    open func endRefreshing() { fatalError() }
}
