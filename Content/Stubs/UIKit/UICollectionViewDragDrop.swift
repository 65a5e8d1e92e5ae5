import Foundation
import UIKit
import CoreGraphics

// Drag and drop for collection views, from Apple's UICollectionView.h.

extension UICollectionView {
    /// How readily reordering happens while dragging over a collection view.
    @objc(UICollectionViewReorderingCadence)
    public enum ReorderingCadence: Int, @unchecked Sendable {
        case immediate = 0
        case fast = 1
        case slow = 2
    }

    @objc weak open var dragDelegate: (any UICollectionViewDragDelegate)? { get { fatalError() } set { } }
    @objc weak open var dropDelegate: (any UICollectionViewDropDelegate)? { get { fatalError() } set { } }
    @objc open var dragInteractionEnabled: Bool { get { fatalError() } set { } }
    @objc open var reorderingCadence: UICollectionView.ReorderingCadence { get { fatalError() } set { } }
    @objc open var hasUncommittedUpdates: Bool { fatalError() }
    @objc open var hasActiveDrag: Bool { fatalError() }
    @objc open var hasActiveDrop: Bool { fatalError() }
}

/// Provides drag items for a collection view.
@preconcurrency @MainActor
@objc public protocol UICollectionViewDragDelegate: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem]
    @objc optional func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem]
    @objc optional func collectionView(_ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters?
    @objc optional func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession)
    @objc optional func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession)
    @objc optional func collectionView(_ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool
    @objc optional func collectionView(_ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool
}

/// Handles drops into a collection view.
@preconcurrency @MainActor
@objc public protocol UICollectionViewDropDelegate: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator)
    @objc optional func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool
    @objc optional func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession)
    @objc optional func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal
    @objc optional func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession)
    @objc optional func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession)
    @objc optional func collectionView(_ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters?
}

/// Where a drop into a collection view goes.
@objc public enum UICollectionViewDropIntent: Int, @unchecked Sendable {
    case unspecified = 0
    case insertAtDestinationIndexPath = 1
    case insertIntoDestinationIndexPath = 2
}

/// A drop proposal for a collection view.
@preconcurrency @MainActor @_inheritsConvenienceInitializers
open class UICollectionViewDropProposal: UIDropProposal {
    public override init(operation: UIDropOperation) { fatalError() }
    @available(*, unavailable) public override init()
    public convenience init(operation: UIDropOperation, intent: UICollectionViewDropIntent) { fatalError() }
    open var intent: UICollectionViewDropIntent { fatalError() }
}

/// Coordinates the drop animations and data updates of a collection view drop.
@preconcurrency @MainActor
@objc public protocol UICollectionViewDropCoordinator: NSObjectProtocol {
    var items: [any UICollectionViewDropItem] { get }
    var destinationIndexPath: IndexPath? { get }
    var proposal: UICollectionViewDropProposal { get }
    var session: any UIDropSession { get }
    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder) -> any UICollectionViewDropPlaceholderContext
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating
    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> any UIDragAnimating
}

/// A placeholder cell inserted into a collection view.
@preconcurrency @MainActor
open class UICollectionViewPlaceholder: NSObject {
    public init(insertionIndexPath: IndexPath, reuseIdentifier: String) { fatalError() }
    @available(*, unavailable) public override init() { fatalError() }
    open var cellUpdateHandler: ((UICollectionViewCell) -> Void)? { get { fatalError() } set { } }
}

/// A placeholder cell for a drop into a collection view.
@preconcurrency @MainActor @_inheritsConvenienceInitializers
open class UICollectionViewDropPlaceholder: UICollectionViewPlaceholder {
    public override init(insertionIndexPath: IndexPath, reuseIdentifier: String) { fatalError() }
    @available(*, unavailable) public override init()
    open var previewParametersProvider: ((UICollectionViewCell) -> UIDragPreviewParameters?)? { get { fatalError() } set { } }
}

/// One item of a collection view drop.
@preconcurrency @MainActor
@objc public protocol UICollectionViewDropItem: NSObjectProtocol {
    var dragItem: UIDragItem { get }
    var sourceIndexPath: IndexPath? { get }
    var previewSize: CGSize { get }
}

/// The placeholder of a collection view drop, replaced when its data arrives.
@preconcurrency @MainActor
@objc public protocol UICollectionViewDropPlaceholderContext: UIDragAnimating {
    var dragItem: UIDragItem { get }
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
    func deletePlaceholder() -> Bool
    func setNeedsCellUpdate()
}
