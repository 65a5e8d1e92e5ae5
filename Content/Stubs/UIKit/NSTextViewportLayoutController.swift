import Foundation
import CoreGraphics

/// Manages layout inside the visible viewport (NSTextViewportLayoutController.h).
@available(iOS 15.0, *)
open class NSTextViewportLayoutController: NSObject {
    public init(textLayoutManager: NSTextLayoutManager) { fatalError() }
    @available(*, unavailable)
    public override init() { fatalError() }

    weak open var delegate: (any NSTextViewportLayoutControllerDelegate)? { get { fatalError() } set { } }
    weak open var textLayoutManager: NSTextLayoutManager? { fatalError() }
    open var viewportBounds: CGRect { fatalError() }
    open var viewportRange: NSTextRange? { fatalError() }
    open func layoutViewport() { fatalError() }
    @discardableResult
    open func relocateViewport(to textLocation: any NSTextLocation) -> CGFloat { fatalError() }
    open func adjustViewport(byVerticalOffset verticalOffset: CGFloat) { fatalError() }
}

/// Delegate that presents layout fragments for the viewport (NSTextViewportLayoutController.h).
@available(iOS 15.0, *)
@objc public protocol NSTextViewportLayoutControllerDelegate: NSObjectProtocol {
    func viewportBounds(for textViewportLayoutController: NSTextViewportLayoutController) -> CGRect
    func textViewportLayoutController(_ textViewportLayoutController: NSTextViewportLayoutController, configureRenderingSurfaceFor textLayoutFragment: NSTextLayoutFragment)
    @objc optional func textViewportLayoutControllerWillLayout(_ textViewportLayoutController: NSTextViewportLayoutController)
    @objc optional func textViewportLayoutControllerDidLayout(_ textViewportLayoutController: NSTextViewportLayoutController)
}
