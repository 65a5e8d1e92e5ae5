import Foundation
import UIKit
import CoreGraphics

// Drag and drop for table views, from Apple's UITableView.h.

extension UITableView {
    @objc weak open var dragDelegate: (any UITableViewDragDelegate)? { get { fatalError() } set { } }
    @objc weak open var dropDelegate: (any UITableViewDropDelegate)? { get { fatalError() } set { } }
    @objc open var dragInteractionEnabled: Bool { get { fatalError() } set { } }
    @objc open var hasActiveDrag: Bool { fatalError() }
    @objc open var hasActiveDrop: Bool { fatalError() }
    @objc open var hasUncommittedUpdates: Bool { fatalError() }
}

/// Provides drag items for a table view.
@preconcurrency @MainActor
@objc public protocol UITableViewDragDelegate: NSObjectProtocol {
    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem]
    @objc optional func tableView(_ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem]
    @objc optional func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters?
    @objc optional func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession)
    @objc optional func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession)
    @objc optional func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool
    @objc optional func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool
}

/// Handles drops into a table view.
@preconcurrency @MainActor
@objc public protocol UITableViewDropDelegate: NSObjectProtocol {
    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator)
    @objc optional func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool
    @objc optional func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession)
    @objc optional func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal
    @objc optional func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession)
    @objc optional func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession)
    @objc optional func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters?
}

/// Where a drop into a table view goes.
@objc public enum UITableViewDropIntent: Int, @unchecked Sendable {
    case unspecified = 0
    case insertAtDestinationIndexPath = 1
    case insertIntoDestinationIndexPath = 2
    case automatic = 3
}

/// A drop proposal for a table view.
@preconcurrency @MainActor @_inheritsConvenienceInitializers
open class UITableViewDropProposal: UIDropProposal {
    public override init(operation: UIDropOperation) { fatalError() }
    @available(*, unavailable) public override init()
    public convenience init(operation: UIDropOperation, intent: UITableViewDropIntent) { fatalError() }
    open var intent: UITableViewDropIntent { fatalError() }
}

/// Coordinates the drop animations and data updates of a table view drop.
@preconcurrency @MainActor
@objc public protocol UITableViewDropCoordinator: NSObjectProtocol {
    var items: [any UITableViewDropItem] { get }
    var destinationIndexPath: IndexPath? { get }
    var proposal: UITableViewDropProposal { get }
    var session: any UIDropSession { get }
    func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder) -> any UITableViewDropPlaceholderContext
    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating
    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> any UIDragAnimating
}

/// A placeholder row inserted into a table view.
@preconcurrency @MainActor
open class UITableViewPlaceholder: NSObject {
    public init(insertionIndexPath: IndexPath, reuseIdentifier: String, rowHeight: CGFloat) { fatalError() }
    @available(*, unavailable) public override init() { fatalError() }
    open var cellUpdateHandler: ((UITableViewCell) -> Void)? { get { fatalError() } set { } }
}

/// A placeholder row for a drop into a table view.
@preconcurrency @MainActor @_inheritsConvenienceInitializers
open class UITableViewDropPlaceholder: UITableViewPlaceholder {
    public override init(insertionIndexPath: IndexPath, reuseIdentifier: String, rowHeight: CGFloat) { fatalError() }
    @available(*, unavailable) public override init()
    open var previewParametersProvider: ((UITableViewCell) -> UIDragPreviewParameters?)? { get { fatalError() } set { } }
}

/// One item of a table view drop.
@preconcurrency @MainActor
@objc public protocol UITableViewDropItem: NSObjectProtocol {
    var dragItem: UIDragItem { get }
    var sourceIndexPath: IndexPath? { get }
    var previewSize: CGSize { get }
}

/// The placeholder of a table view drop, replaced when its data arrives.
@preconcurrency @MainActor
@objc public protocol UITableViewDropPlaceholderContext: UIDragAnimating {
    var dragItem: UIDragItem { get }
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
    func deletePlaceholder() -> Bool
}
