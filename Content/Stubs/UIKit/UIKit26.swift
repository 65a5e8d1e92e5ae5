import Foundation
import UIKit

// MARK: - Liquid Glass

/// Glass material effect for views.
@available(iOS 26.0, *)
@preconcurrency @MainActor
open class UIGlassEffect: UIVisualEffect {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public convenience init(style: UIGlassEffect.Style) { fatalError() }
    open var isInteractive: Bool { get { fatalError() } set { } }
    open var tintColor: UIColor? { get { fatalError() } set { } }

    @objc(UIGlassEffectStyle)
    public enum Style: Int, @unchecked Sendable {
        case regular = 0, clear = 1
    }
}

/// Merges nested glass effects when rendering.
@available(iOS 26.0, *)
@preconcurrency @MainActor
open class UIGlassContainerEffect: UIVisualEffect {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var spacing: CGFloat { get { fatalError() } set { } }
}

/// View whose content extends past the safe area.
@available(iOS 26.0, *)
@preconcurrency @MainActor
open class UIBackgroundExtensionView: UIView {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var contentView: UIView? { get { fatalError() } set { } }
    open var automaticallyPlacesContentView: Bool { get { fatalError() } set { } }
}

// MARK: - Scroll edge effects

/// Edge effect settings for one scroll view edge.
@available(iOS 26.0, *)
@preconcurrency @MainActor
open class UIScrollEdgeEffect: NSObject {
    @available(*, unavailable) public override init() { fatalError() }
    open var style: UIScrollEdgeEffect.Style { get { fatalError() } set { } }
    open var isHidden: Bool { get { fatalError() } set { } }

    @objc(UIScrollEdgeEffectStyle)
    @preconcurrency @MainActor
    open class Style: NSObject {
        @available(*, unavailable) public override init() { fatalError() }
        open class var automatic: UIScrollEdgeEffect.Style { fatalError() }
        open class var soft: UIScrollEdgeEffect.Style { fatalError() }
        open class var hard: UIScrollEdgeEffect.Style { fatalError() }
    }
}

/// Marks overlaying views that shape a scroll edge effect.
@available(iOS 26.0, *)
@preconcurrency @MainActor
open class UIScrollEdgeElementContainerInteraction: NSObject, UIInteraction {
    public override init() { fatalError() }
    weak open var scrollView: UIScrollView? { get { fatalError() } set { } }
    open var edge: UIRectEdge { get { fatalError() } set { } }
    open var view: UIView? { fatalError() }
    open func willMove(to view: UIView?) { fatalError() }
    open func didMove(to view: UIView?) { fatalError() }
}

extension UIScrollView {
    @available(iOS 26.0, *)
    open var topEdgeEffect: UIScrollEdgeEffect { fatalError() }
    @available(iOS 26.0, *)
    open var leftEdgeEffect: UIScrollEdgeEffect { fatalError() }
    @available(iOS 26.0, *)
    open var bottomEdgeEffect: UIScrollEdgeEffect { fatalError() }
    @available(iOS 26.0, *)
    open var rightEdgeEffect: UIScrollEdgeEffect { fatalError() }
}

// MARK: - Update properties

extension UIView {
    @available(iOS 26.0, *)
    @objc open func updateProperties() { fatalError() }
    @available(iOS 26.0, *)
    @objc open func setNeedsUpdateProperties() { fatalError() }
    @available(iOS 26.0, *)
    @objc open func updatePropertiesIfNeeded() { fatalError() }
}

extension UIViewController {
    @available(iOS 26.0, *)
    @objc open func updateProperties() { fatalError() }
    @available(iOS 26.0, *)
    @objc open func setNeedsUpdateProperties() { fatalError() }
    @available(iOS 26.0, *)
    @objc open func updatePropertiesIfNeeded() { fatalError() }

    @available(iOS 26.0, *)
    @objc open var prefersInterfaceOrientationLocked: Bool { fatalError() }
    @available(iOS 26.0, *)
    @objc(childViewControllerForInterfaceOrientationLock)
    open var childForInterfaceOrientationLock: UIViewController? { fatalError() }
    @available(iOS 26.0, *)
    @objc open func setNeedsUpdateOfPrefersInterfaceOrientationLocked() { fatalError() }
}

// MARK: - Navigation and bar items

extension UINavigationItem {
    @available(iOS 26.0, *)
    open var subtitle: String? { get { fatalError() } set { } }
    @available(iOS 26.0, *)
    open var subtitleView: UIView? { get { fatalError() } set { } }
    @available(iOS 26.0, *)
    open var largeTitle: String? { get { fatalError() } set { } }
    @available(iOS 26.0, *)
    open var largeSubtitle: String? { get { fatalError() } set { } }
    @available(iOS 26.0, *)
    open var largeSubtitleView: UIView? { get { fatalError() } set { } }
    @available(iOS 26.0, *)
    open var searchBarPlacementAllowsToolbarIntegration: Bool { get { fatalError() } set { } }
    @available(iOS 26.0, *)
    open var searchBarPlacementAllowsExternalIntegration: Bool { get { fatalError() } set { } }
    @available(iOS 26.0, *)
    open var searchBarPlacementBarButtonItem: UIBarButtonItem { fatalError() }
}

extension UINavigationBarAppearance {
    @available(iOS 26.0, *)
    open var largeSubtitleTextAttributes: [NSAttributedString.Key: Any] { get { fatalError() } set { } }
}

extension UIBarButtonItem {
    @available(iOS 26.0, *)
    open var hidesSharedBackground: Bool { get { fatalError() } set { } }
    @available(iOS 26.0, *)
    open var sharesBackground: Bool { get { fatalError() } set { } }
}

// MARK: - Split view inspector

extension UISplitViewController {
    @available(iOS 14.0, *)
    @objc(UISplitViewControllerColumn)
    public enum Column: Int, @unchecked Sendable {
        case primary = 0, supplementary = 1, secondary = 2, compact = 3
        @available(iOS 26.0, *) case inspector = 4
    }

    @available(iOS 14.0, *)
    open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) { fatalError() }
    @available(iOS 14.0, *)
    open func viewController(for column: UISplitViewController.Column) -> UIViewController? { fatalError() }
    @available(iOS 14.0, *)
    open func show(_ column: UISplitViewController.Column) { fatalError() }
    @available(iOS 14.0, *)
    open func hide(_ column: UISplitViewController.Column) { fatalError() }
    @available(iOS 26.0, *)
    open func isShowing(_ column: UISplitViewController.Column) -> Bool { fatalError() }
    @available(iOS 26.0, *)
    open var minimumInspectorColumnWidth: CGFloat { get { fatalError() } set { } }
    @available(iOS 26.0, *)
    open var maximumInspectorColumnWidth: CGFloat { get { fatalError() } set { } }
}

// MARK: - Window scene geometry

extension UIWindowScene {
    @available(iOS 16.0, *)
    open var effectiveGeometry: UIWindowScene.Geometry { fatalError() }

    /// Window scene geometry.
    @available(iOS 16.0, *)
    @objc(UIWindowSceneGeometry)
    open class Geometry: NSObject, NSCopying {
        @available(*, unavailable) public override init() { fatalError() }
        open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
        open var interfaceOrientation: UIInterfaceOrientation { fatalError() }
        @available(iOS 26.0, *)
        open var coordinateSpace: any UICoordinateSpace { fatalError() }
        @available(iOS 26.0, *)
        open var isInteractivelyResizing: Bool { fatalError() }
        @available(iOS 26.0, *)
        open var isInterfaceOrientationLocked: Bool { fatalError() }
    }
}

// MARK: - HDR colors

extension UIColor {
    @available(iOS 26.0, *)
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, linearExposure: CGFloat) { fatalError() }
    @available(iOS 26.0, *)
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, exposure: CGFloat) { fatalError() }
    @available(iOS 26.0, *)
    open var linearExposure: CGFloat { fatalError() }
}

// MARK: - Slider style

extension UISlider {
    @available(iOS 26.0, *)
    @objc(UISliderStyle)
    public enum Style: Int, @unchecked Sendable {
        case `default` = 0, thumbless = 1
    }

    @available(iOS 26.0, *)
    open var sliderStyle: UISlider.Style { get { fatalError() } set { } }
}
