import Foundation
import UIKit
import CoreGraphics

// UIKit drag and drop, from Apple's UIDragInteraction.h, UIDropInteraction.h, UIDragSession.h,
// UIDragItem.h, UIDragPreview.h, UIDragPreviewParameters.h, UITargetedDragPreview.h, UITextDragURLPreviews.h.

// MARK: - UIDragInteraction.h

/// Animations run alongside the system's drag and drop animations.
@preconcurrency @MainActor
@objc public protocol UIDragAnimating: NSObjectProtocol {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}

/// An interaction that makes a view a drag source.
@preconcurrency @MainActor
open class UIDragInteraction: NSObject, UIInteraction {
    public init(delegate: any UIDragInteractionDelegate) { fatalError() }
    @available(*, unavailable) public override init() { fatalError() }
    weak open var delegate: (any UIDragInteractionDelegate)? { fatalError() }
    open var allowsSimultaneousRecognitionDuringLift: Bool { get { fatalError() } set { } }
    open var isEnabled: Bool { get { fatalError() } set { } }
    open class var isEnabledByDefault: Bool { fatalError() }
    // UIInteraction
    open var view: UIView? { fatalError() }
    open func willMove(to view: UIView?) { fatalError() }
    open func didMove(to view: UIView?) { fatalError() }
}

/// The delegate of a drag interaction.
@preconcurrency @MainActor
@objc public protocol UIDragInteractionDelegate: NSObjectProtocol {
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem]
    @objc optional func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: any UIDragSession) -> UITargetedDragPreview?
    @objc optional func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: any UIDragAnimating, session: any UIDragSession)
    @objc optional func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession)
    @objc optional func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession) -> Bool
    @objc optional func dragInteraction(_ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool
    @objc optional func dragInteraction(_ interaction: UIDragInteraction, prefersFullSizePreviewsFor session: any UIDragSession) -> Bool
    @objc optional func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: any UIDragSession)
    @objc optional func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, willEndWith operation: UIDropOperation)
    @objc optional func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation)
    @objc optional func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: any UIDragSession)
    @objc optional func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession, withTouchAt point: CGPoint) -> [UIDragItem]
    @objc optional func dragInteraction(_ interaction: UIDragInteraction, sessionForAddingItems sessions: [any UIDragSession], withTouchAt point: CGPoint) -> (any UIDragSession)?
    @objc optional func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, willAdd items: [UIDragItem], for addingInteraction: UIDragInteraction)
    @objc optional func dragInteraction(_ interaction: UIDragInteraction, previewForCancelling item: UIDragItem, withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview?
    @objc optional func dragInteraction(_ interaction: UIDragInteraction, item: UIDragItem, willAnimateCancelWith animator: any UIDragAnimating)
}

// MARK: - UIDropInteraction.h

/// An interaction that makes a view a drop destination.
@preconcurrency @MainActor
open class UIDropInteraction: NSObject, UIInteraction {
    public init(delegate: any UIDropInteractionDelegate) { fatalError() }
    @available(*, unavailable) public override init() { fatalError() }
    weak open var delegate: (any UIDropInteractionDelegate)? { fatalError() }
    open var allowsSimultaneousDropSessions: Bool { get { fatalError() } set { } }
    // UIInteraction
    open var view: UIView? { fatalError() }
    open func willMove(to view: UIView?) { fatalError() }
    open func didMove(to view: UIView?) { fatalError() }
}

/// The operation a drop destination proposes.
@objc public enum UIDropOperation: UInt, @unchecked Sendable {
    case cancel = 0
    case forbidden = 1
    case copy = 2
    case move = 3
}

/// A drop destination's proposal for handling a drop.
@preconcurrency @MainActor
open class UIDropProposal: NSObject, NSCopying {
    public init(operation: UIDropOperation) { fatalError() }
    @available(*, unavailable) public override init() { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var operation: UIDropOperation { fatalError() }
    open var isPrecise: Bool { get { fatalError() } set { } }
    open var prefersFullSizePreview: Bool { get { fatalError() } set { } }
}

/// The delegate of a drop interaction.
@preconcurrency @MainActor
@objc public protocol UIDropInteractionDelegate: NSObjectProtocol {
    @objc optional func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool
    @objc optional func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession)
    @objc optional func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal
    @objc optional func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession)
    @objc optional func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession)
    @objc optional func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession)
    @objc optional func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession)
    @objc optional func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem, withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview?
    @objc optional func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: any UIDragAnimating)
}

// MARK: - UIDragSession.h

/// What drag sessions and drop sessions have in common.
@preconcurrency @MainActor
@objc public protocol UIDragDropSession: NSObjectProtocol {
    var items: [UIDragItem] { get }
    func location(in view: UIView) -> CGPoint
    var allowsMoveOperation: Bool { get }
    var isRestrictedToDraggingApplication: Bool { get }
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
}

// `canLoadObjectsOfClass:` takes `Class<NSItemProviderReading>`; the stubbed `NSItemProviderReading` is not
// `@objc`, so the requirement is written as an extension method with the importer's Swift signature.
extension UIDragDropSession {
    public func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool { fatalError() }
}

/// A drag session, seen from the drag source.
@preconcurrency @MainActor
@objc public protocol UIDragSession: UIDragDropSession {
    var localContext: Any? { get set }
}

/// Whether UIKit shows progress UI while a drop's data loads.
@objc public enum UIDropSessionProgressIndicatorStyle: UInt, @unchecked Sendable {
    case none = 0
    case `default` = 1
}

/// A drag session, seen from the drop destination.
@preconcurrency @MainActor
@objc public protocol UIDropSession: UIDragDropSession, ProgressReporting {
    var localDragSession: (any UIDragSession)? { get }
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle { get set }
}

// `loadObjectsOfClass:completion:` (see `canLoadObjects(ofClass:)` above).
extension UIDropSession {
    public func loadObjects(ofClass aClass: any NSItemProviderReading.Type, completion: @escaping ([any NSItemProviderReading]) -> Void) -> Progress { fatalError() }
}

// MARK: - UIDragItem.h

/// One item being dragged, backed by an item provider.
@preconcurrency @MainActor
open class UIDragItem: NSObject {
    public init(itemProvider: NSItemProvider) { fatalError() }
    @available(*, unavailable) public override init() { fatalError() }
    open var itemProvider: NSItemProvider { fatalError() }
    open var localObject: Any? { get { fatalError() } set { } }
    open var previewProvider: (() -> UIDragPreview?)? { get { fatalError() } set { } }
    @available(iOS 17.4, *)
    open func setNeedsDropPreviewUpdate() { fatalError() }
}

// MARK: - UIDragPreview.h, UIDragPreviewParameters.h, UITargetedDragPreview.h

/// The preview shown for a drag item while it is being dragged.
@preconcurrency @MainActor
open class UIDragPreview: NSObject, NSCopying {
    public init(view: UIView, parameters: UIDragPreviewParameters) { fatalError() }
    public convenience init(view: UIView) { fatalError() }
    @available(*, unavailable) public override init() { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var view: UIView { fatalError() }
    open var parameters: UIDragPreviewParameters { fatalError() }
}

/// Parameters for drawing a drag preview.
@preconcurrency @MainActor @_inheritsConvenienceInitializers
open class UIDragPreviewParameters: UIPreviewParameters {
    public override init() { fatalError() }
}

/// Where a targeted drag preview is placed.
@preconcurrency @MainActor @_inheritsConvenienceInitializers
open class UIDragPreviewTarget: UIPreviewTarget {
    public override init(container: UIView, center: CGPoint, transform: CGAffineTransform) { fatalError() }
    @available(*, unavailable) public override init()
}

/// A drag preview with a target, used in lift, drop and cancel animations.
@preconcurrency @MainActor @_inheritsConvenienceInitializers
open class UITargetedDragPreview: UITargetedPreview {
    public override init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) { fatalError() }
    public override init(view: UIView, parameters: UIPreviewParameters) { fatalError() }
    @available(*, unavailable) public override init()
    open func retargetedPreview(with newTarget: UIDragPreviewTarget) -> UITargetedDragPreview { fatalError() }
}

// MARK: - UITextDragURLPreviews.h

extension UIDragPreview {
    public convenience init(for url: URL) { fatalError() }
    public convenience init(for url: URL, title: String?) { fatalError() }
}

extension UITargetedDragPreview {
    public convenience init(for url: URL, target: UIDragPreviewTarget) { fatalError() }
    public convenience init(for url: URL, title: String?, target: UIDragPreviewTarget) { fatalError() }
}
