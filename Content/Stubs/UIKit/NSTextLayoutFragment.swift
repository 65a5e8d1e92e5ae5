import Foundation
import CoreGraphics

/// Layout of a text element, typically one rendering surface (NSTextLayoutFragment.h).
@available(iOS 15.0, *)
open class NSTextLayoutFragment: NSObject, NSSecureCoding {
    public init(textElement: NSTextElement, range rangeInElement: NSTextRange?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    @available(*, unavailable)
    public override init() { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }

    weak open var textLayoutManager: NSTextLayoutManager? { fatalError() }
    weak open var textElement: NSTextElement? { fatalError() }
    open var rangeInElement: NSTextRange { fatalError() }
    open var textLineFragments: [NSTextLineFragment] { fatalError() }
    @available(iOS 17.0, *)
    @discardableResult
    open func textLineFragment(forVerticalOffset verticalOffset: CGFloat, requiresExactMatch: Bool) -> NSTextLineFragment? { fatalError() }
    @available(iOS 17.0, *)
    @discardableResult
    open func textLineFragment(for textLocation: any NSTextLocation, isUpstreamAffinity: Bool) -> NSTextLineFragment? { fatalError() }
    open var layoutQueue: OperationQueue? { get { fatalError() } set { } }
    open var state: NSTextLayoutFragment.State { fatalError() }
    open func invalidateLayout() { fatalError() }
    open var layoutFragmentFrame: CGRect { fatalError() }
    open var renderingSurfaceBounds: CGRect { fatalError() }
    open var leadingPadding: CGFloat { fatalError() }
    open var trailingPadding: CGFloat { fatalError() }
    open var topMargin: CGFloat { fatalError() }
    open var bottomMargin: CGFloat { fatalError() }
    open func draw(at point: CGPoint, in context: CGContext) { fatalError() }
    @discardableResult
    open func frameForTextAttachment(at location: any NSTextLocation) -> CGRect { fatalError() }

    /// `NSTextLayoutFragmentEnumerationOptions`.
    public struct EnumerationOptions: OptionSet, @unchecked Sendable {
        public init(rawValue: UInt) { fatalError() }
        public let rawValue: UInt
        public static var reverse: NSTextLayoutFragment.EnumerationOptions { fatalError() }
        public static var estimatesSize: NSTextLayoutFragment.EnumerationOptions { fatalError() }
        public static var ensuresLayout: NSTextLayoutFragment.EnumerationOptions { fatalError() }
        public static var ensuresExtraLineFragment: NSTextLayoutFragment.EnumerationOptions { fatalError() }
    }

    /// `NSTextLayoutFragmentState`.
    @objc(NSTextLayoutFragmentState)
    public enum State: UInt, @unchecked Sendable {
        case none = 0
        case estimatedUsageBounds = 1
        case calculatedUsageBounds = 2
        case layoutAvailable = 3
    }
}

/// One line of laid-out text inside a layout fragment (NSTextLineFragment.h).
@available(iOS 15.0, *)
open class NSTextLineFragment: NSObject, NSSecureCoding {
    public init(attributedString: NSAttributedString, range: NSRange) { fatalError() }
    public required init?(coder aDecoder: NSCoder) { fatalError() }
    public convenience init(string: String, attributes: [NSAttributedString.Key: Any], range: NSRange) { fatalError() }
    @available(*, unavailable)
    public override init() { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }

    open var attributedString: NSAttributedString { fatalError() }
    open var characterRange: NSRange { fatalError() }
    open var typographicBounds: CGRect { fatalError() }
    open var glyphOrigin: CGPoint { fatalError() }
    open func draw(at point: CGPoint, in context: CGContext) { fatalError() }
    @discardableResult
    open func locationForCharacter(at index: Int) -> CGPoint { fatalError() }
    @discardableResult
    open func characterIndex(for point: CGPoint) -> Int { fatalError() }
    @discardableResult
    open func fractionOfDistanceThroughGlyph(for point: CGPoint) -> CGFloat { fatalError() }
}
