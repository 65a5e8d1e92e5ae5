

/// A view that indicates there's no content to display.
@available(iOS 17.0, *)
@preconcurrency @MainActor
@objcMembers
open class UIContentUnavailableView: UIView{
    public required init?(coder: NSCoder) { fatalError() }
}
