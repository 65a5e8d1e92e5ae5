/// An interaction object that you use to display relevant actions for your content.
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

/// The methods for providing the set of actions to perform on your content, and for customizing the
/// preview of that content.
@available(iOS 13.0, *)
@preconcurrency @MainActor
@objc public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
}
