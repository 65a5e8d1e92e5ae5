/// Interaction that shows a context menu for a view.
@available(iOS 13.0, *)
@preconcurrency @MainActor
@objcMembers
open class UIContextMenuInteraction: NSObject, UIInteraction {
    public init(delegate: any UIContextMenuInteractionDelegate) { fatalError() }
    weak open var delegate: (any UIContextMenuInteractionDelegate)? { fatalError() }

    // UIInteraction
    weak open var view: UIView? { fatalError() }
    open func willMove(to view: UIView?) { fatalError() }
    open func didMove(to view: UIView?) { fatalError() }

    @discardableResult
    open func location(in view: UIView?) -> CGPoint { fatalError() }
    open func dismissMenu() { fatalError() }
}

/// Supplies a context menu's actions and preview.
@available(iOS 13.0, *)
@preconcurrency @MainActor
@objc public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
}
