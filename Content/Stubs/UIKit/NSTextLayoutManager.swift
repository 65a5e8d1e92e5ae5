import Foundation
import CoreGraphics

/// Lays out text elements from a content manager into a text container (NSTextLayoutManager.h).
@available(iOS 15.0, *)
open class NSTextLayoutManager: NSObject, NSSecureCoding, NSTextSelectionDataSource {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }

    weak open var delegate: (any NSTextLayoutManagerDelegate)? { get { fatalError() } set { } }
    open var usesFontLeading: Bool { get { fatalError() } set { } }
    open var limitsLayoutForSuspiciousContents: Bool { get { fatalError() } set { } }
    open var usesHyphenation: Bool { get { fatalError() } set { } }
    @available(iOS 26.0, *)
    open var resolvesNaturalAlignmentWithBaseWritingDirection: Bool { get { fatalError() } set { } }

    weak open var textContentManager: NSTextContentManager? { fatalError() }
    open func replace(_ textContentManager: NSTextContentManager) { fatalError() }

    open var textContainer: NSTextContainer? { get { fatalError() } set { } }
    open var usageBoundsForTextContainer: CGRect { fatalError() }
    open var textViewportLayoutController: NSTextViewportLayoutController { fatalError() }
    open var layoutQueue: OperationQueue? { get { fatalError() } set { } }
    open func ensureLayout(for range: NSTextRange) { fatalError() }
    open func ensureLayout(for bounds: CGRect) { fatalError() }
    open func invalidateLayout(for range: NSTextRange) { fatalError() }
    @discardableResult
    open func textLayoutFragment(for position: CGPoint) -> NSTextLayoutFragment? { fatalError() }
    @discardableResult
    open func textLayoutFragment(for location: any NSTextLocation) -> NSTextLayoutFragment? { fatalError() }
    @discardableResult
    open func enumerateTextLayoutFragments(from location: (any NSTextLocation)?, options: NSTextLayoutFragment.EnumerationOptions = [], using block: (NSTextLayoutFragment) -> Bool) -> (any NSTextLocation)? { fatalError() }

    open var textSelections: [NSTextSelection] { get { fatalError() } set { } }
    open var textSelectionNavigation: NSTextSelectionNavigation { get { fatalError() } set { } }

    open func enumerateRenderingAttributes(from location: any NSTextLocation, reverse: Bool, using block: (NSTextLayoutManager, [NSAttributedString.Key: Any], NSTextRange) -> Bool) { fatalError() }
    open func setRenderingAttributes(_ renderingAttributes: [NSAttributedString.Key: Any], for textRange: NSTextRange) { fatalError() }
    open func addRenderingAttribute(_ renderingAttribute: NSAttributedString.Key, value: Any?, for textRange: NSTextRange) { fatalError() }
    open func removeRenderingAttribute(_ renderingAttribute: NSAttributedString.Key, for textRange: NSTextRange) { fatalError() }
    open func invalidateRenderingAttributes(for textRange: NSTextRange) { fatalError() }
    open var renderingAttributesValidator: ((NSTextLayoutManager, NSTextLayoutFragment) -> Void)? { get { fatalError() } set { } }
    open class var linkRenderingAttributes: [NSAttributedString.Key: Any] { fatalError() }
    @discardableResult
    open func renderingAttributes(forLink link: Any, at location: any NSTextLocation) -> [NSAttributedString.Key: Any] { fatalError() }

    open func enumerateTextSegments(in textRange: NSTextRange, type: NSTextLayoutManager.SegmentType, options: NSTextLayoutManager.SegmentOptions = [], using block: (NSTextRange?, CGRect, CGFloat, NSTextContainer) -> Bool) { fatalError() }

    open func replaceContents(in range: NSTextRange, with textElements: [NSTextElement]) { fatalError() }
    open func replaceContents(in range: NSTextRange, with attributedString: NSAttributedString) { fatalError() }

    // NSTextSelectionDataSource
    open var documentRange: NSTextRange { fatalError() }
    open func enumerateSubstrings(from location: any NSTextLocation, options: NSString.EnumerationOptions = [], using block: (String?, NSTextRange, NSTextRange?, UnsafeMutablePointer<ObjCBool>) -> Void) { fatalError() }
    @discardableResult
    open func textRange(for selectionGranularity: NSTextSelection.Granularity, enclosing location: any NSTextLocation) -> NSTextRange? { fatalError() }
    @discardableResult
    open func location(_ location: any NSTextLocation, offsetBy offset: Int) -> (any NSTextLocation)? { fatalError() }
    @discardableResult
    open func offset(from: any NSTextLocation, to: any NSTextLocation) -> Int { fatalError() }
    @discardableResult
    open func baseWritingDirection(at location: any NSTextLocation) -> NSTextSelectionNavigation.WritingDirection { fatalError() }
    open func enumerateCaretOffsetsInLineFragment(at location: any NSTextLocation, using block: (CGFloat, any NSTextLocation, Bool, UnsafeMutablePointer<ObjCBool>) -> Void) { fatalError() }
    @discardableResult
    open func lineFragmentRange(for point: CGPoint, inContainerAt location: any NSTextLocation) -> NSTextRange? { fatalError() }
    open func enumerateContainerBoundaries(from location: any NSTextLocation, reverse: Bool, using block: (any NSTextLocation, UnsafeMutablePointer<ObjCBool>) -> Void) { fatalError() }
    @discardableResult
    open func textLayoutOrientation(at location: any NSTextLocation) -> NSTextSelectionNavigation.LayoutOrientation { fatalError() }

    /// `NSTextLayoutManagerSegmentType`.
    @objc(NSTextLayoutManagerSegmentType)
    public enum SegmentType: Int, @unchecked Sendable {
        case standard = 0
        case selection = 1
        case highlight = 2
    }

    /// `NSTextLayoutManagerSegmentOptions`.
    public struct SegmentOptions: OptionSet, @unchecked Sendable {
        public init(rawValue: UInt) { fatalError() }
        public let rawValue: UInt
        public static var rangeNotRequired: NSTextLayoutManager.SegmentOptions { fatalError() }
        public static var middleFragmentsExcluded: NSTextLayoutManager.SegmentOptions { fatalError() }
        public static var headSegmentExtended: NSTextLayoutManager.SegmentOptions { fatalError() }
        public static var tailSegmentExtended: NSTextLayoutManager.SegmentOptions { fatalError() }
        public static var upstreamAffinity: NSTextLayoutManager.SegmentOptions { fatalError() }
    }
}

/// Delegate of a text layout manager (NSTextLayoutManager.h).
@available(iOS 15.0, *)
// Not `@objc` (its methods take `any NSTextLocation`); `@optional` methods have default implementations.
public protocol NSTextLayoutManagerDelegate: NSObjectProtocol {
    func textLayoutManager(_ textLayoutManager: NSTextLayoutManager, textLayoutFragmentFor location: any NSTextLocation, in textElement: NSTextElement) -> NSTextLayoutFragment
    func textLayoutManager(_ textLayoutManager: NSTextLayoutManager, shouldBreakLineBefore location: any NSTextLocation, hyphenating: Bool) -> Bool
    func textLayoutManager(_ textLayoutManager: NSTextLayoutManager, renderingAttributesForLink link: Any, at location: any NSTextLocation, defaultAttributes renderingAttributes: [NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any]?
}

@available(iOS 15.0, *)
extension NSTextLayoutManagerDelegate {
    public func textLayoutManager(_ textLayoutManager: NSTextLayoutManager, textLayoutFragmentFor location: any NSTextLocation, in textElement: NSTextElement) -> NSTextLayoutFragment { fatalError() }
    public func textLayoutManager(_ textLayoutManager: NSTextLayoutManager, shouldBreakLineBefore location: any NSTextLocation, hyphenating: Bool) -> Bool { fatalError() }
    public func textLayoutManager(_ textLayoutManager: NSTextLayoutManager, renderingAttributesForLink link: Any, at location: any NSTextLocation, defaultAttributes renderingAttributes: [NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any]? { fatalError() }
}
