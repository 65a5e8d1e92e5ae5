import Foundation
import UIKit
import CoreGraphics

// From Apple's UITextDragging.h, UITextDropping.h and UITextDropProposal.h.

// MARK: - UITextDragging.h

/// Options for a text drag.
public struct UITextDragOptions: OptionSet, @unchecked Sendable {
    public init(rawValue: Int) { fatalError() }
    public let rawValue: Int
    public static var stripTextColorFromPreviews: UITextDragOptions { fatalError() }
}

/// A text view that can be a drag source.
@preconcurrency @MainActor
@objc public protocol UITextDraggable: UITextInput {
    var textDragDelegate: (any UITextDragDelegate)? { get set }
    var textDragInteraction: UIDragInteraction? { get }
    var isTextDragActive: Bool { get }
}

// `textDragOptions` is an NS_OPTIONS property; a Swift option set cannot be an `@objc` requirement, so it is
// written as a protocol extension property with the importer's Swift type.
extension UITextDraggable {
    public var textDragOptions: UITextDragOptions { get { fatalError() } set { } }
}

/// Customizes drags that start in a text view.
@preconcurrency @MainActor
@objc public protocol UITextDragDelegate: NSObjectProtocol {
    @objc optional func textDraggableView(_ textDraggableView: any UIView & UITextDraggable, itemsForDrag dragRequest: any UITextDragRequest) -> [UIDragItem]
    @objc optional func textDraggableView(_ textDraggableView: any UIView & UITextDraggable, dragPreviewForLiftingItem item: UIDragItem, session: any UIDragSession) -> UITargetedDragPreview?
    @objc optional func textDraggableView(_ textDraggableView: any UIView & UITextDraggable, willAnimateLiftWith animator: any UIDragAnimating, session: any UIDragSession)
    @objc optional func textDraggableView(_ textDraggableView: any UIView & UITextDraggable, dragSessionWillBegin session: any UIDragSession)
    @objc optional func textDraggableView(_ textDraggableView: any UIView & UITextDraggable, dragSessionDidEnd session: any UIDragSession, with operation: UIDropOperation)
}

/// Describes a drag that starts in a text view.
@preconcurrency @MainActor
@objc public protocol UITextDragRequest: NSObjectProtocol {
    var dragRange: UITextRange { get }
    var suggestedItems: [UIDragItem] { get }
    var existingItems: [UIDragItem] { get }
    var isSelected: Bool { get }
    var dragSession: any UIDragSession { get }
}

// MARK: - UITextDropping.h

/// A text view that can be a drop destination.
@preconcurrency @MainActor
@objc public protocol UITextDroppable: UITextInput, UITextPasteConfigurationSupporting {
    var textDropDelegate: (any UITextDropDelegate)? { get set }
    var textDropInteraction: UIDropInteraction? { get }
    var isTextDropActive: Bool { get }
}

/// Whether a non-editable text view accepts a drop.
@objc public enum UITextDropEditability: UInt, @unchecked Sendable {
    case no = 0
    case temporary = 1
    case yes = 2
}

/// Customizes drops into a text view.
@preconcurrency @MainActor
@objc public protocol UITextDropDelegate: NSObjectProtocol {
    @objc optional func textDroppableView(_ textDroppableView: any UIView & UITextDroppable, willBecomeEditableForDrop drop: any UITextDropRequest) -> UITextDropEditability
    @objc optional func textDroppableView(_ textDroppableView: any UIView & UITextDroppable, proposalForDrop drop: any UITextDropRequest) -> UITextDropProposal
    @objc optional func textDroppableView(_ textDroppableView: any UIView & UITextDroppable, willPerformDrop drop: any UITextDropRequest)
    @objc optional func textDroppableView(_ textDroppableView: any UIView & UITextDroppable, previewForDroppingAllItemsWithDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview?
    @objc optional func textDroppableView(_ textDroppableView: any UIView & UITextDroppable, dropSessionDidEnter session: any UIDropSession)
    @objc optional func textDroppableView(_ textDroppableView: any UIView & UITextDroppable, dropSessionDidUpdate session: any UIDropSession)
    @objc optional func textDroppableView(_ textDroppableView: any UIView & UITextDroppable, dropSessionDidExit session: any UIDropSession)
    @objc optional func textDroppableView(_ textDroppableView: any UIView & UITextDroppable, dropSessionDidEnd session: any UIDropSession)
}

/// Describes a drop into a text view.
@preconcurrency @MainActor
@objc public protocol UITextDropRequest: NSObjectProtocol {
    var dropPosition: UITextPosition { get }
    var suggestedProposal: UITextDropProposal { get }
    var isSameView: Bool { get }
    var dropSession: any UIDropSession { get }
}

// MARK: - UITextDropProposal.h

/// What a text drop does with the text.
@objc public enum UITextDropAction: UInt, @unchecked Sendable {
    case insert = 0
    case replaceSelection = 1
    case replaceAll = 2
}

/// Who shows progress during a text drop.
@objc public enum UITextDropProgressMode: UInt, @unchecked Sendable {
    case system = 0
    case custom = 1
}

/// Who performs a text drop.
@objc public enum UITextDropPerformer: UInt, @unchecked Sendable {
    case view = 0
    case delegate = 1
}

/// A drop proposal for a text view.
@preconcurrency @MainActor @_inheritsConvenienceInitializers
open class UITextDropProposal: UIDropProposal {
    public override init(operation: UIDropOperation) { fatalError() }
    @available(*, unavailable) public override init()
    open var dropAction: UITextDropAction { get { fatalError() } set { } }
    open var dropProgressMode: UITextDropProgressMode { get { fatalError() } set { } }
    open var useFastSameViewOperations: Bool { get { fatalError() } set { } }
    open var dropPerformer: UITextDropPerformer { get { fatalError() } set { } }
}

// MARK: - UITextView and UITextField conformances (UITextView.h, UITextField.h)

extension UITextView: UITextDraggable, UITextDroppable, UITextPasteConfigurationSupporting {
    @objc weak open var textDragDelegate: (any UITextDragDelegate)? { get { fatalError() } set { } }
    @objc open var textDragInteraction: UIDragInteraction? { fatalError() }
    @objc open var isTextDragActive: Bool { fatalError() }
    @objc weak open var textDropDelegate: (any UITextDropDelegate)? { get { fatalError() } set { } }
    @objc open var textDropInteraction: UIDropInteraction? { fatalError() }
    @objc open var isTextDropActive: Bool { fatalError() }
    @objc weak open var pasteDelegate: (any UITextPasteDelegate)? { get { fatalError() } set { } }
}

extension UITextField: UITextDraggable, UITextDroppable, UITextPasteConfigurationSupporting {
    @objc weak open var textDragDelegate: (any UITextDragDelegate)? { get { fatalError() } set { } }
    @objc open var textDragInteraction: UIDragInteraction? { fatalError() }
    @objc open var isTextDragActive: Bool { fatalError() }
    @objc weak open var textDropDelegate: (any UITextDropDelegate)? { get { fatalError() } set { } }
    @objc open var textDropInteraction: UIDropInteraction? { fatalError() }
    @objc open var isTextDropActive: Bool { fatalError() }
    @objc weak open var pasteDelegate: (any UITextPasteDelegate)? { get { fatalError() } set { } }
}
