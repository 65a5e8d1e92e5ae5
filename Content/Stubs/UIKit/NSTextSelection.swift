import Foundation
import CoreGraphics

/// A logical selection context corresponding to one insertion point (NSTextSelection.h).
@available(iOS 15.0, *)
open class NSTextSelection: NSObject, NSSecureCoding {
    public init(_ textRanges: [NSTextRange], affinity: NSTextSelection.Affinity, granularity: NSTextSelection.Granularity) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public convenience init(range: NSTextRange, affinity: NSTextSelection.Affinity, granularity: NSTextSelection.Granularity) { fatalError() }
    public convenience init(_ location: any NSTextLocation, affinity: NSTextSelection.Affinity) { fatalError() }
    @available(*, unavailable)
    public override init() { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }

    open var textRanges: [NSTextRange] { fatalError() }
    open var granularity: NSTextSelection.Granularity { fatalError() }
    open var affinity: NSTextSelection.Affinity { fatalError() }
    open var isTransient: Bool { fatalError() }
    open var anchorPositionOffset: CGFloat { get { fatalError() } set { } }
    open var isLogical: Bool { get { fatalError() } set { } }
    open var secondarySelectionLocation: (any NSTextLocation)? { get { fatalError() } set { } }
    open var typingAttributes: [NSAttributedString.Key: Any] { get { fatalError() } set { } }
    @discardableResult
    open func textSelection(_ textRanges: [NSTextRange]) -> NSTextSelection { fatalError() }

    /// `NSTextSelectionGranularity`.
    @objc(NSTextSelectionGranularity)
    public enum Granularity: Int, @unchecked Sendable {
        case character = 0
        case word = 1
        case paragraph = 2
        case line = 3
        case sentence = 4
    }

    /// `NSTextSelectionAffinity`.
    @objc(NSTextSelectionAffinity)
    public enum Affinity: Int, @unchecked Sendable {
        case upstream = 0
        case downstream = 1
    }
}

/// Computes selections resulting from navigation and editing actions (NSTextSelectionNavigation.h).
@available(iOS 15.0, *)
open class NSTextSelectionNavigation: NSObject {
    public init(dataSource: any NSTextSelectionDataSource) { fatalError() }
    @available(*, unavailable)
    public override init() { fatalError() }

    weak open var textSelectionDataSource: (any NSTextSelectionDataSource)? { fatalError() }
    open var allowsNonContiguousRanges: Bool { get { fatalError() } set { } }
    open var rotatesCoordinateSystemForLayoutOrientation: Bool { get { fatalError() } set { } }
    open func flushLayoutCache() { fatalError() }
    @discardableResult
    open func destinationSelection(for textSelection: NSTextSelection, direction: NSTextSelectionNavigation.Direction, destination: NSTextSelectionNavigation.Destination, extending: Bool, confined: Bool) -> NSTextSelection? { fatalError() }
    @discardableResult
    open func textSelections(interactingAt point: CGPoint, inContainerAt containerLocation: any NSTextLocation, anchors: [NSTextSelection], modifiers: NSTextSelectionNavigation.Modifier, selecting: Bool, bounds: CGRect) -> [NSTextSelection] { fatalError() }
    @discardableResult
    open func textSelection(for selectionGranularity: NSTextSelection.Granularity, enclosing textSelection: NSTextSelection) -> NSTextSelection { fatalError() }
    @discardableResult
    open func textSelection(for selectionGranularity: NSTextSelection.Granularity, enclosing point: CGPoint, inContainerAt location: any NSTextLocation) -> NSTextSelection? { fatalError() }
    @discardableResult
    open func resolvedInsertionLocation(for textSelection: NSTextSelection, writingDirection: NSTextSelectionNavigation.WritingDirection) -> (any NSTextLocation)? { fatalError() }
    @discardableResult
    open func deletionRanges(for textSelection: NSTextSelection, direction: NSTextSelectionNavigation.Direction, destination: NSTextSelectionNavigation.Destination, allowsDecomposition: Bool) -> [NSTextRange] { fatalError() }

    /// `NSTextSelectionNavigationDirection`.
    @objc(NSTextSelectionNavigationDirection)
    public enum Direction: Int, @unchecked Sendable {
        case forward = 0
        case backward = 1
        case right = 2
        case left = 3
        case up = 4
        case down = 5
    }

    /// `NSTextSelectionNavigationDestination`.
    @objc(NSTextSelectionNavigationDestination)
    public enum Destination: Int, @unchecked Sendable {
        case character = 0
        case word = 1
        case line = 2
        case sentence = 3
        case paragraph = 4
        case container = 5
        case document = 6
    }

    /// `NSTextSelectionNavigationModifier`.
    public struct Modifier: OptionSet, @unchecked Sendable {
        public init(rawValue: UInt) { fatalError() }
        public let rawValue: UInt
        public static var extend: NSTextSelectionNavigation.Modifier { fatalError() }
        public static var visual: NSTextSelectionNavigation.Modifier { fatalError() }
        public static var multiple: NSTextSelectionNavigation.Modifier { fatalError() }
    }

    /// `NSTextSelectionNavigationWritingDirection`.
    @objc(NSTextSelectionNavigationWritingDirection)
    public enum WritingDirection: Int, @unchecked Sendable {
        case leftToRight = 0
        case rightToLeft = 1
    }

    /// `NSTextSelectionNavigationLayoutOrientation`.
    @objc(NSTextSelectionNavigationLayoutOrientation)
    public enum LayoutOrientation: Int, @unchecked Sendable {
        case horizontal = 0
        case vertical = 1
    }
}

/// Supplies layout and content information to selection navigation (NSTextSelectionNavigation.h).
@available(iOS 15.0, *)
// Not `@objc` (its methods take Swift option sets); `@optional` methods have default implementations.
public protocol NSTextSelectionDataSource: NSObjectProtocol {
    var documentRange: NSTextRange { get }
    func enumerateSubstrings(from location: any NSTextLocation, options: NSString.EnumerationOptions, using block: (String?, NSTextRange, NSTextRange?, UnsafeMutablePointer<ObjCBool>) -> Void)
    func textRange(for selectionGranularity: NSTextSelection.Granularity, enclosing location: any NSTextLocation) -> NSTextRange?
    func location(_ location: any NSTextLocation, offsetBy offset: Int) -> (any NSTextLocation)?
    func offset(from: any NSTextLocation, to: any NSTextLocation) -> Int
    func baseWritingDirection(at location: any NSTextLocation) -> NSTextSelectionNavigation.WritingDirection
    func enumerateCaretOffsetsInLineFragment(at location: any NSTextLocation, using block: (CGFloat, any NSTextLocation, Bool, UnsafeMutablePointer<ObjCBool>) -> Void)
    func lineFragmentRange(for point: CGPoint, inContainerAt location: any NSTextLocation) -> NSTextRange?
    func enumerateContainerBoundaries(from location: any NSTextLocation, reverse: Bool, using block: (any NSTextLocation, UnsafeMutablePointer<ObjCBool>) -> Void)
    func textLayoutOrientation(at location: any NSTextLocation) -> NSTextSelectionNavigation.LayoutOrientation
}

@available(iOS 15.0, *)
extension NSTextSelectionDataSource {
    public func enumerateContainerBoundaries(from location: any NSTextLocation, reverse: Bool, using block: (any NSTextLocation, UnsafeMutablePointer<ObjCBool>) -> Void) { fatalError() }
    public func textLayoutOrientation(at location: any NSTextLocation) -> NSTextSelectionNavigation.LayoutOrientation { fatalError() }
}
