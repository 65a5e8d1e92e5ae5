import Foundation
import UIKit

// MARK: - Previews

/// Where a preview is placed: a container view, a center and a transform.
@preconcurrency @MainActor
open class UIPreviewTarget: NSObject, NSCopying {
    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) { fatalError() }
    public convenience init(container: UIView, center: CGPoint) { fatalError() }
    @available(*, unavailable) public override init() { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var container: UIView { fatalError() }
    open var center: CGPoint { fatalError() }
    open var transform: CGAffineTransform { fatalError() }
}

/// How a preview of a view is drawn.
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject, NSCopying {
    public override init() { fatalError() }
    public convenience init(textLineRects: [NSValue]) { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var visiblePath: UIBezierPath? { get { fatalError() } set { } }
    @available(iOS 14.0, *)
    open var shadowPath: UIBezierPath? { get { fatalError() } set { } }
    open var backgroundColor: UIColor! { get { fatalError() } set { } }
}

/// A preview of a view used in drag, context menu and pointer animations.
@preconcurrency @MainActor
open class UITargetedPreview: NSObject, NSCopying {
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) { fatalError() }
    public init(view: UIView, parameters: UIPreviewParameters) { fatalError() }
    public convenience init(view: UIView) { fatalError() }
    @available(*, unavailable) public override init() { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var target: UIPreviewTarget { fatalError() }
    open var view: UIView { fatalError() }
    open var parameters: UIPreviewParameters { fatalError() }
    open var size: CGSize { fatalError() }
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview { fatalError() }
}

// MARK: - Nibs

/// A compiled Interface Builder file.
open class UINib: NSObject {
    @available(*, unavailable) public override init() { fatalError() }
    public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) { fatalError() }
    public convenience init(data: Data, bundle bundleOrNil: Bundle?) { fatalError() }
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] { fatalError() }

    public struct OptionsKey: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
        public static let externalObjects: UINib.OptionsKey = { fatalError() }()
    }
}

extension UITableView {
    @objc open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) { fatalError() }
    @objc open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) { fatalError() }
}

extension UICollectionView {
    @objc open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) { fatalError() }
    @objc open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) { fatalError() }
}

// MARK: - Focus system

/// The focus system of a window scene or screen.
@preconcurrency @MainActor
open class UIFocusSystem: NSObject {
    @available(*, unavailable) public override init() { fatalError() }
    weak open var focusedItem: (any UIFocusItem)? { fatalError() }
    open func requestFocusUpdate(to environment: any UIFocusEnvironment) { fatalError() }
    open func updateFocusIfNeeded() { fatalError() }
    open class func environment(_ environment: any UIFocusEnvironment, contains otherEnvironment: any UIFocusEnvironment) -> Bool { fatalError() }
}

// MARK: - Pointer

/// The appearance of the pointer over a region.
@available(iOS 13.4, *)
@preconcurrency @MainActor
open class UIPointerStyle: NSObject, NSCopying {
    @available(*, unavailable) public override init() { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open class func hidden() -> Self { fatalError() }
    @available(iOS 15.0, *)
    open class func system() -> Self { fatalError() }
    @available(iOS 15.4, *)
    open var accessories: [UIPointerAccessory] { get { fatalError() } set { } }
}

/// A region of a view with its own pointer style.
@available(iOS 13.4, *)
@preconcurrency @MainActor
open class UIPointerRegion: NSObject, NSCopying {
    @available(*, unavailable) public override init() { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var rect: CGRect { fatalError() }
    open var latchingAxes: UIAxis { get { fatalError() } set { } }
}

/// A shape shown next to the pointer.
@available(iOS 15.4, *)
@preconcurrency @MainActor
open class UIPointerAccessory: NSObject, NSCopying {
    @available(*, unavailable) public override init() { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

/// Whether the pointer is locked in a scene.
@available(iOS 14.0, *)
open class UIPointerLockState: NSObject {
    @available(*, unavailable) public override init() { fatalError() }
    open var isLocked: Bool { fatalError() }
    public class var didChangeNotification: NSNotification.Name { fatalError() }
    public class var sceneUserInfoKey: String { fatalError() }
}

extension UIScene {
    @available(iOS 14.0, *)
    @objc open var pointerLockState: UIPointerLockState? { fatalError() }
}

// MARK: - Paste configuration

/// The data types a responder accepts for paste and drop.
@available(iOS 11.0, *)
@preconcurrency @MainActor
open class UIPasteConfiguration: NSObject, NSSecureCoding, NSCopying {
    public override init() { fatalError() }
    public convenience init(acceptableTypeIdentifiers: [String]) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    public class var supportsSecureCoding: Bool { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var acceptableTypeIdentifiers: [String] { get { fatalError() } set { } }
    open func addAcceptableTypeIdentifiers(_ acceptableTypeIdentifiers: [String]) { fatalError() }
}

// MARK: - Pasteboard detection patterns

extension UIPasteboard {
    /// A pattern a pasteboard can detect without notifying the user.
    @available(iOS 14.0, *)
    public struct DetectionPattern: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
        public static let probableWebURL: UIPasteboard.DetectionPattern = { fatalError() }()
        public static let probableWebSearch: UIPasteboard.DetectionPattern = { fatalError() }()
        public static let number: UIPasteboard.DetectionPattern = { fatalError() }()
    }
}

// MARK: - Focus updates

/// The directions of a focus movement.
public struct UIFocusHeading: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { fatalError() }
    public static var up: UIFocusHeading { fatalError() }
    public static var down: UIFocusHeading { fatalError() }
    public static var left: UIFocusHeading { fatalError() }
    public static var right: UIFocusHeading { fatalError() }
    public static var next: UIFocusHeading { fatalError() }
    public static var previous: UIFocusHeading { fatalError() }
}

/// The items a focus update moves between.
@preconcurrency @MainActor
open class UIFocusUpdateContext: NSObject {
    public override init() { fatalError() }
    @available(iOS 10.0, *)
    weak open var previouslyFocusedItem: (any UIFocusItem)? { fatalError() }
    @available(iOS 10.0, *)
    weak open var nextFocusedItem: (any UIFocusItem)? { fatalError() }
    weak open var previouslyFocusedView: UIView? { fatalError() }
    weak open var nextFocusedView: UIView? { fatalError() }
    open var focusHeading: UIFocusHeading { fatalError() }
}

/// Information about a focus animation.
@available(iOS 11.0, *)
@preconcurrency @MainActor
@objc public protocol UIFocusAnimationContext: NSObjectProtocol {
    var duration: TimeInterval { get }
}

/// Runs animations alongside a focus update.
@preconcurrency @MainActor
open class UIFocusAnimationCoordinator: NSObject {
    public override init() { fatalError() }
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) { fatalError() }
    @available(iOS 11.0, *)
    open func addCoordinatedFocusingAnimations(_ animations: ((any UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil) { fatalError() }
    @available(iOS 11.0, *)
    open func addCoordinatedUnfocusingAnimations(_ animations: ((any UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil) { fatalError() }
}

// MARK: - Band selection

/// An interaction that draws a selection band with the pointer.
@available(iOS 15.0, *)
@preconcurrency @MainActor
open class UIBandSelectionInteraction: NSObject, UIInteraction {
    public init(selectionHandler: @escaping (UIBandSelectionInteraction) -> Void) { fatalError() }
    @available(*, unavailable) public override init() { fatalError() }
    open var isEnabled: Bool { get { fatalError() } set { } }
    open var shouldBeginHandler: ((UIBandSelectionInteraction, CGPoint) -> Bool)? { get { fatalError() } set { } }
    open var view: UIView? { fatalError() }
    open func willMove(to view: UIView?) { fatalError() }
    open func didMove(to view: UIView?) { fatalError() }
}

// MARK: - Views and view controllers in the focus system

extension UIView: UIFocusItem, UIFocusEnvironment {
    @objc open var canBecomeFocused: Bool { fatalError() }
    @objc open var preferredFocusEnvironments: [any UIFocusEnvironment] { fatalError() }
    @objc open func setNeedsFocusUpdate() { fatalError() }
    @objc open func updateFocusIfNeeded() { fatalError() }
    @objc open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { fatalError() }
    @objc open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) { fatalError() }
}

extension UIViewController {
    @objc open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { fatalError() }
    @objc open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) { fatalError() }
}
