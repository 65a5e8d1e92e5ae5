import Foundation
import UIKit
import CoreGraphics

/// Direction in which lines of text are laid out (NSLayoutManager.h).
@objc public enum NSTextLayoutOrientation: Int, @unchecked Sendable {
    case horizontal = 0
    case vertical = 1
}

/// An object that has a text layout orientation (NSLayoutManager.h).
@objc public protocol NSTextLayoutOrientationProvider {
    var layoutOrientation: NSTextLayoutOrientation { get }
}

/// Coordinates TextKit 1 layout of a text storage into text containers (NSLayoutManager.h).
open class NSLayoutManager: NSObject, NSSecureCoding {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }

    open var textStorage: NSTextStorage? { get { fatalError() } set { } }
    open var textContainers: [NSTextContainer] { fatalError() }
    open func addTextContainer(_ container: NSTextContainer) { fatalError() }
    open func insertTextContainer(_ container: NSTextContainer, at index: Int) { fatalError() }
    open func removeTextContainer(at index: Int) { fatalError() }
    open func textContainerChangedGeometry(_ container: NSTextContainer) { fatalError() }
    weak open var delegate: (any NSLayoutManagerDelegate)? { get { fatalError() } set { } }

    open var showsInvisibleCharacters: Bool { get { fatalError() } set { } }
    open var showsControlCharacters: Bool { get { fatalError() } set { } }
    open var usesFontLeading: Bool { get { fatalError() } set { } }
    open var allowsNonContiguousLayout: Bool { get { fatalError() } set { } }
    open var hasNonContiguousLayout: Bool { fatalError() }
    open var limitsLayoutForSuspiciousContents: Bool { get { fatalError() } set { } }
    @available(iOS 13.0, *)
    open var usesDefaultHyphenation: Bool { get { fatalError() } set { } }

    // Invalidation
    open func invalidateGlyphs(forCharacterRange charRange: NSRange, changeInLength delta: Int, actualCharacterRange actualCharRange: NSRangePointer?) { fatalError() }
    open func invalidateLayout(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?) { fatalError() }
    open func invalidateDisplay(forCharacterRange charRange: NSRange) { fatalError() }
    open func invalidateDisplay(forGlyphRange glyphRange: NSRange) { fatalError() }
    open func processEditing(for textStorage: NSTextStorage, edited editMask: NSTextStorage.EditActions, range newCharRange: NSRange, changeInLength delta: Int, invalidatedRange invalidatedCharRange: NSRange) { fatalError() }

    // Causing glyph generation and layout
    open func ensureGlyphs(forCharacterRange charRange: NSRange) { fatalError() }
    open func ensureGlyphs(forGlyphRange glyphRange: NSRange) { fatalError() }
    open func ensureLayout(forCharacterRange charRange: NSRange) { fatalError() }
    open func ensureLayout(forGlyphRange glyphRange: NSRange) { fatalError() }
    open func ensureLayout(for container: NSTextContainer) { fatalError() }
    open func ensureLayout(forBoundingRect bounds: CGRect, in container: NSTextContainer) { fatalError() }

    // Glyphs and glyph properties
    open var numberOfGlyphs: Int { fatalError() }
    @discardableResult
    open func isValidGlyphIndex(_ glyphIndex: Int) -> Bool { fatalError() }
    @discardableResult
    open func propertyForGlyph(at glyphIndex: Int) -> NSLayoutManager.GlyphProperty { fatalError() }
    @discardableResult
    open func characterIndexForGlyph(at glyphIndex: Int) -> Int { fatalError() }
    @discardableResult
    open func glyphIndexForCharacter(at charIndex: Int) -> Int { fatalError() }

    // Setting layout information
    open func setTextContainer(_ container: NSTextContainer, forGlyphRange glyphRange: NSRange) { fatalError() }
    open func setLineFragmentRect(_ fragmentRect: CGRect, forGlyphRange glyphRange: NSRange, usedRect: CGRect) { fatalError() }
    open func setExtraLineFragmentRect(_ fragmentRect: CGRect, usedRect: CGRect, textContainer container: NSTextContainer) { fatalError() }
    open func setLocation(_ location: CGPoint, forStartOfGlyphRange glyphRange: NSRange) { fatalError() }
    open func setNotShownAttribute(_ flag: Bool, forGlyphAt glyphIndex: Int) { fatalError() }
    open func setDrawsOutsideLineFragment(_ flag: Bool, forGlyphAt glyphIndex: Int) { fatalError() }
    open func setAttachmentSize(_ attachmentSize: CGSize, forGlyphRange glyphRange: NSRange) { fatalError() }

    // Getting layout information
    open func getFirstUnlaidCharacterIndex(_ charIndex: UnsafeMutablePointer<Int>?, glyphIndex: UnsafeMutablePointer<Int>?) { fatalError() }
    @discardableResult
    open func firstUnlaidCharacterIndex() -> Int { fatalError() }
    @discardableResult
    open func firstUnlaidGlyphIndex() -> Int { fatalError() }
    @discardableResult
    open func textContainer(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> NSTextContainer? { fatalError() }
    @discardableResult
    open func textContainer(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?, withoutAdditionalLayout flag: Bool) -> NSTextContainer? { fatalError() }
    @discardableResult
    open func usedRect(for container: NSTextContainer) -> CGRect { fatalError() }
    @discardableResult
    open func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> CGRect { fatalError() }
    @discardableResult
    open func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?, withoutAdditionalLayout flag: Bool) -> CGRect { fatalError() }
    @discardableResult
    open func lineFragmentUsedRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> CGRect { fatalError() }
    @discardableResult
    open func lineFragmentUsedRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?, withoutAdditionalLayout flag: Bool) -> CGRect { fatalError() }
    open var extraLineFragmentRect: CGRect { fatalError() }
    open var extraLineFragmentUsedRect: CGRect { fatalError() }
    open var extraLineFragmentTextContainer: NSTextContainer? { fatalError() }
    @discardableResult
    open func location(forGlyphAt glyphIndex: Int) -> CGPoint { fatalError() }
    @discardableResult
    open func notShownAttribute(forGlyphAt glyphIndex: Int) -> Bool { fatalError() }
    @discardableResult
    open func drawsOutsideLineFragment(forGlyphAt glyphIndex: Int) -> Bool { fatalError() }
    @discardableResult
    open func attachmentSize(forGlyphAt glyphIndex: Int) -> CGSize { fatalError() }
    @discardableResult
    open func truncatedGlyphRange(inLineFragmentForGlyphAt glyphIndex: Int) -> NSRange { fatalError() }

    // More sophisticated queries
    @discardableResult
    open func glyphRange(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?) -> NSRange { fatalError() }
    @discardableResult
    open func characterRange(forGlyphRange glyphRange: NSRange, actualGlyphRange: NSRangePointer?) -> NSRange { fatalError() }
    @discardableResult
    open func glyphRange(for container: NSTextContainer) -> NSRange { fatalError() }
    @discardableResult
    open func rangeOfNominallySpacedGlyphsContaining(_ glyphIndex: Int) -> NSRange { fatalError() }
    @discardableResult
    open func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect { fatalError() }
    @discardableResult
    open func glyphRange(forBoundingRect bounds: CGRect, in container: NSTextContainer) -> NSRange { fatalError() }
    @discardableResult
    open func glyphRange(forBoundingRectWithoutAdditionalLayout bounds: CGRect, in container: NSTextContainer) -> NSRange { fatalError() }
    @discardableResult
    open func glyphIndex(for point: CGPoint, in container: NSTextContainer, fractionOfDistanceThroughGlyph partialFraction: UnsafeMutablePointer<CGFloat>?) -> Int { fatalError() }
    @discardableResult
    open func glyphIndex(for point: CGPoint, in container: NSTextContainer) -> Int { fatalError() }
    @discardableResult
    open func fractionOfDistanceThroughGlyph(for point: CGPoint, in container: NSTextContainer) -> CGFloat { fatalError() }
    @discardableResult
    open func characterIndex(for point: CGPoint, in container: NSTextContainer, fractionOfDistanceBetweenInsertionPoints partialFraction: UnsafeMutablePointer<CGFloat>?) -> Int { fatalError() }
    @discardableResult
    open func getLineFragmentInsertionPoints(forCharacterAt charIndex: Int, alternatePositions aFlag: Bool, inDisplayOrder dFlag: Bool, positions: UnsafeMutablePointer<CGFloat>?, characterIndexes charIndexes: UnsafeMutablePointer<Int>?) -> Int { fatalError() }
    open func enumerateLineFragments(forGlyphRange glyphRange: NSRange, using block: @escaping (CGRect, CGRect, NSTextContainer, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void) { fatalError() }
    open func enumerateEnclosingRects(forGlyphRange glyphRange: NSRange, withinSelectedGlyphRange selectedRange: NSRange, in textContainer: NSTextContainer, using block: @escaping (CGRect, UnsafeMutablePointer<ObjCBool>) -> Void) { fatalError() }

    // Drawing
    open func drawBackground(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) { fatalError() }
    open func drawGlyphs(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) { fatalError() }
    open func fillBackgroundRectArray(_ rectArray: UnsafePointer<CGRect>, count rectCount: Int, forCharacterRange charRange: NSRange, color: UIColor) { fatalError() }
    open func drawUnderline(forGlyphRange glyphRange: NSRange, underlineType underlineVal: NSUnderlineStyle, baselineOffset: CGFloat, lineFragmentRect lineRect: CGRect, lineFragmentGlyphRange lineGlyphRange: NSRange, containerOrigin: CGPoint) { fatalError() }
    open func underlineGlyphRange(_ glyphRange: NSRange, underlineType underlineVal: NSUnderlineStyle, lineFragmentRect lineRect: CGRect, lineFragmentGlyphRange lineGlyphRange: NSRange, containerOrigin: CGPoint) { fatalError() }
    open func drawStrikethrough(forGlyphRange glyphRange: NSRange, strikethroughType strikethroughVal: NSUnderlineStyle, baselineOffset: CGFloat, lineFragmentRect lineRect: CGRect, lineFragmentGlyphRange lineGlyphRange: NSRange, containerOrigin: CGPoint) { fatalError() }
    open func strikethroughGlyphRange(_ glyphRange: NSRange, strikethroughType strikethroughVal: NSUnderlineStyle, lineFragmentRect lineRect: CGRect, lineFragmentGlyphRange lineGlyphRange: NSRange, containerOrigin: CGPoint) { fatalError() }

    // Deprecated
    @available(iOS, introduced: 7.0, deprecated: 13.0, message: "Please use usesDefaultHyphenation or -[NSParagraphStyle hyphenationFactor] instead.")
    open var hyphenationFactor: CGFloat { get { fatalError() } set { } }

    /// `NSGlyphProperty`.
    public struct GlyphProperty: OptionSet, @unchecked Sendable {
        public init(rawValue: Int) { fatalError() }
        public let rawValue: Int
        public static var null: NSLayoutManager.GlyphProperty { fatalError() }
        public static var controlCharacter: NSLayoutManager.GlyphProperty { fatalError() }
        public static var elastic: NSLayoutManager.GlyphProperty { fatalError() }
        public static var nonBaseCharacter: NSLayoutManager.GlyphProperty { fatalError() }
    }

    /// `NSControlCharacterAction`.
    public struct ControlCharacterAction: OptionSet, @unchecked Sendable {
        public init(rawValue: Int) { fatalError() }
        public let rawValue: Int
        public static var zeroAdvancement: NSLayoutManager.ControlCharacterAction { fatalError() }
        public static var whitespace: NSLayoutManager.ControlCharacterAction { fatalError() }
        public static var horizontalTab: NSLayoutManager.ControlCharacterAction { fatalError() }
        public static var lineBreak: NSLayoutManager.ControlCharacterAction { fatalError() }
        public static var paragraphBreak: NSLayoutManager.ControlCharacterAction { fatalError() }
        public static var containerBreak: NSLayoutManager.ControlCharacterAction { fatalError() }
    }
}

/// Delegate of a layout manager (NSLayoutManager.h).
// Not `@objc` (its methods take Swift option sets); `@optional` methods have default implementations.
public protocol NSLayoutManagerDelegate: NSObjectProtocol {
    func layoutManager(_ layoutManager: NSLayoutManager, lineSpacingAfterGlyphAt glyphIndex: Int, withProposedLineFragmentRect rect: CGRect) -> CGFloat
    func layoutManager(_ layoutManager: NSLayoutManager, paragraphSpacingBeforeGlyphAt glyphIndex: Int, withProposedLineFragmentRect rect: CGRect) -> CGFloat
    func layoutManager(_ layoutManager: NSLayoutManager, paragraphSpacingAfterGlyphAt glyphIndex: Int, withProposedLineFragmentRect rect: CGRect) -> CGFloat
    func layoutManager(_ layoutManager: NSLayoutManager, shouldUse action: NSLayoutManager.ControlCharacterAction, forControlCharacterAt charIndex: Int) -> NSLayoutManager.ControlCharacterAction
    func layoutManager(_ layoutManager: NSLayoutManager, shouldBreakLineByWordBeforeCharacterAt charIndex: Int) -> Bool
    func layoutManager(_ layoutManager: NSLayoutManager, shouldBreakLineByHyphenatingBeforeCharacterAt charIndex: Int) -> Bool
    func layoutManager(_ layoutManager: NSLayoutManager, boundingBoxForControlGlyphAt glyphIndex: Int, for textContainer: NSTextContainer, proposedLineFragment proposedRect: CGRect, glyphPosition: CGPoint, characterIndex charIndex: Int) -> CGRect
    func layoutManager(_ layoutManager: NSLayoutManager, shouldSetLineFragmentRect lineFragmentRect: UnsafeMutablePointer<CGRect>, lineFragmentUsedRect: UnsafeMutablePointer<CGRect>, baselineOffset: UnsafeMutablePointer<CGFloat>, in textContainer: NSTextContainer, forGlyphRange glyphRange: NSRange) -> Bool
    func layoutManagerDidInvalidateLayout(_ sender: NSLayoutManager)
    func layoutManager(_ layoutManager: NSLayoutManager, didCompleteLayoutFor textContainer: NSTextContainer?, atEnd layoutFinishedFlag: Bool)
    func layoutManager(_ layoutManager: NSLayoutManager, textContainer: NSTextContainer, didChangeGeometryFrom oldSize: CGSize)
}

extension NSLayoutManagerDelegate {
    public func layoutManager(_ layoutManager: NSLayoutManager, lineSpacingAfterGlyphAt glyphIndex: Int, withProposedLineFragmentRect rect: CGRect) -> CGFloat { fatalError() }
    public func layoutManager(_ layoutManager: NSLayoutManager, paragraphSpacingBeforeGlyphAt glyphIndex: Int, withProposedLineFragmentRect rect: CGRect) -> CGFloat { fatalError() }
    public func layoutManager(_ layoutManager: NSLayoutManager, paragraphSpacingAfterGlyphAt glyphIndex: Int, withProposedLineFragmentRect rect: CGRect) -> CGFloat { fatalError() }
    public func layoutManager(_ layoutManager: NSLayoutManager, shouldUse action: NSLayoutManager.ControlCharacterAction, forControlCharacterAt charIndex: Int) -> NSLayoutManager.ControlCharacterAction { fatalError() }
    public func layoutManager(_ layoutManager: NSLayoutManager, shouldBreakLineByWordBeforeCharacterAt charIndex: Int) -> Bool { fatalError() }
    public func layoutManager(_ layoutManager: NSLayoutManager, shouldBreakLineByHyphenatingBeforeCharacterAt charIndex: Int) -> Bool { fatalError() }
    public func layoutManager(_ layoutManager: NSLayoutManager, boundingBoxForControlGlyphAt glyphIndex: Int, for textContainer: NSTextContainer, proposedLineFragment proposedRect: CGRect, glyphPosition: CGPoint, characterIndex charIndex: Int) -> CGRect { fatalError() }
    public func layoutManager(_ layoutManager: NSLayoutManager, shouldSetLineFragmentRect lineFragmentRect: UnsafeMutablePointer<CGRect>, lineFragmentUsedRect: UnsafeMutablePointer<CGRect>, baselineOffset: UnsafeMutablePointer<CGFloat>, in textContainer: NSTextContainer, forGlyphRange glyphRange: NSRange) -> Bool { fatalError() }
    public func layoutManagerDidInvalidateLayout(_ sender: NSLayoutManager) { fatalError() }
    public func layoutManager(_ layoutManager: NSLayoutManager, didCompleteLayoutFor textContainer: NSTextContainer?, atEnd layoutFinishedFlag: Bool) { fatalError() }
    public func layoutManager(_ layoutManager: NSLayoutManager, textContainer: NSTextContainer, didChangeGeometryFrom oldSize: CGSize) { fatalError() }
}
