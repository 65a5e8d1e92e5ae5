/// Container that arranges subviews in a row or column.
@preconcurrency @MainActor
@objcMembers
open class UIStackView: UIView {
    public override init(frame: CGRect) { fatalError() }
    public required init(coder: NSCoder) { fatalError() }
    public convenience init(arrangedSubviews views: [UIView]) { fatalError() }
    open var arrangedSubviews: [UIView] { fatalError() }
    open func addArrangedSubview(_ view: UIView) { fatalError() }
    open func removeArrangedSubview(_ view: UIView) { fatalError() }
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) { fatalError() }
    open var axis: NSLayoutConstraint.Axis { get { fatalError() } set { } }
    open var distribution: UIStackView.Distribution { get { fatalError() } set { } }
    open var alignment: UIStackView.Alignment { get { fatalError() } set { } }
    open var spacing: CGFloat { get { fatalError() } set { } }
    @available(iOS 11.0, *)
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) { fatalError() }
    @available(iOS 11.0, *)
    @discardableResult
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat { fatalError() }
    open var isBaselineRelativeArrangement: Bool { get { fatalError() } set { } }
    open var isLayoutMarginsRelativeArrangement: Bool { get { fatalError() } set { } }

    @objc(UIStackViewDistribution)
    public enum Distribution: Int, @unchecked Sendable {
        case fill = 0, fillEqually = 1, fillProportionally = 2, equalSpacing = 3, equalCentering = 4
    }
    @objc(UIStackViewAlignment)
    public enum Alignment: Int, @unchecked Sendable {
        case fill = 0, leading = 1, firstBaseline = 2, center = 3, trailing = 4, lastBaseline = 5
        public static var top: UIStackView.Alignment { fatalError() }
        public static var bottom: UIStackView.Alignment { fatalError() }
    }
    nonisolated public class var spacingUseDefault: CGFloat { fatalError() }
    nonisolated public class var spacingUseSystem: CGFloat { fatalError() }
}
