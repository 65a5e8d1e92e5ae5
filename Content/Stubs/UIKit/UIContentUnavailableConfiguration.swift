

/// Placeholder view for empty content.
@available(iOS 17.0, *)
@preconcurrency @MainActor
@objcMembers
open class UIContentUnavailableView: UIView{
    public required init?(coder: NSCoder) { fatalError() }
}
